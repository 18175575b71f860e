import Testing
@testable import HitTestKit
import TestSupport

/// The trace-free fast walk (used when no view overrides hitTest) must answer exactly as the general engine
/// that records traces, at every point: rules 1.1–1.7, 2.1–2.4, 3.1, 6.1, 6.2 are implemented twice.
@Suite struct FastPathTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func fastWalkAgreesWithTheEngineEverywhere(seed: UInt64) throws {
        let h = try Fixtures.hierarchy(RandomHierarchy.json(seed: seed, views: 60))
        #expect(!h.hasHitTestOverrides)
        var engine = HitTestEngine()
        var disagreements: [String] = []
        for y in stride(from: -10.0, through: 330, by: 3.5) {
            for x in stride(from: -10.0, through: 330, by: 3.5) {
                let p = Point(x: x, y: y)
                var recorder = StepRecorder()
                let general = engine.hitTest(h, at: p, recorder: &recorder)
                let fast = h.fastHitTest(at: p)
                if general?.view != fast?.view || general?.window != fast?.window {
                    disagreements.append("(\(x), \(y)): engine \(general.map { h.id(Int($0.view)) } ?? "nil"), fast \(fast.map { h.id(Int($0.view)) } ?? "nil")")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test func aHierarchyWithAnOverrideTakesTheGeneralEngine() throws {
        let h = try Fixtures.hierarchy("""
            {"root": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [
              {"id": "overlay", "frame": [0, 0, 100, 100], "hitTest": "passThrough"}]}}
            """)
        #expect(h.hasHitTestOverrides)
        // passThrough on the overlay lets the touch through to the window (7.2): the engine's answer.
        #expect(h.hitID(50, 50) == "w")
    }
}

/// Deterministic random hierarchies: nested views with offsets, bounds origins, rotations and scales about
/// non-default anchor points, hidden views, low alpha, interaction off, disabled controls, pointInside
/// overrides, and two windows at different levels.
enum RandomHierarchy {
    static func json(seed: UInt64, views: Int) -> String {
        var rng = SeededGenerator(seed: seed)
        func r(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        var parts = [String](repeating: "", count: views)
        var children = [[Int]](repeating: [], count: views)
        for i in 1..<views { children[r(i)].append(i) }
        // Write children before parents so each view's JSON can embed its subviews.
        for i in stride(from: views - 1, through: 0, by: -1) {
            var fields = ["\"id\": \"v\(i)\""]
            if i == 0 {
                fields.append("\"class\": \"UIWindow\", \"frame\": [0, 0, 320, 320]")
            } else {
                let classes = ["UIView", "UIView", "UIView", "UIButton", "UIImageView", "UILabel", "UIScrollView"]
                fields.append("\"class\": \"\(classes[r(classes.count)])\"")
                let (w, h) = (r(180) + 1, r(180) + 1)
                fields.append("\"frame\": [\(r(200) - 20), \(r(200) - 20), \(w), \(h)]")
                if r(5) == 0 { fields.append("\"bounds\": [\(r(40) - 20), \(r(40) - 20), \(w), \(h)]") }
                if r(6) == 0 { fields.append("\"transform\": {\"rotate\": \(r(360)), \"scale\": [\(Double(r(20) + 5) / 10), \(Double(r(20) + 5) / 10)]}") }
                if r(8) == 0 { fields.append("\"anchorPoint\": [\(Double(r(10)) / 10), \(Double(r(10)) / 10)]") }
                if r(12) == 0 { fields.append("\"hidden\": true") }
                if r(12) == 0 { fields.append("\"alpha\": \([0, 0.005, 0.01, 0.02, 0.5][r(5)])") }
                if r(10) == 0 { fields.append("\"userInteractionEnabled\": \(r(2) == 0)") }
                if r(15) == 0 { fields.append("\"pointInside\": {\"insets\": {\"top\": \(r(20) - 5), \"left\": \(r(20) - 5), \"bottom\": \(r(20) - 5), \"right\": \(r(20) - 5)}}") }
                if r(20) == 0 { fields.append("\"pointInside\": \"never\"") }
            }
            fields.append("\"subviews\": [\(children[i].map { parts[$0] }.joined(separator: ", "))]")
            parts[i] = "{" + fields.joined(separator: ", ") + "}"
        }
        let second = """
            {"id": "alert", "frame": [100, 100, 120, 80], "windowLevel": 2000, "subviews": [
              {"id": "alertButton", "class": "UIButton", "frame": [10, 10, 50, 30], "enabled": \(r(2) == 0)}]}
            """
        return "{\"windows\": [\(parts[0]), \(second)]}"
    }
}

struct SeededGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E3779B97F4A7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
