import Foundation
import TestSupport
import Testing
@testable import HitTestKit
import HitTraceJSON

/// `TraceJSON`'s fast path (literal fragments, copied ids and numbers) against `ReferenceTraceJSON`, the plain
/// rendering: the same bytes for every preset and for hierarchies whose names need escaping, at a point of
/// every walk a grid finds, at numbers awkward to print, with gestures and two-finger sequences, and with
/// deliveries cut short. Trace ids are content addresses and
/// the JSON is the API's contract, so not one byte may change. (hittrace-bench --trace-corpus hashes a
/// larger set of the same renderings, for before/after comparisons.)
@Suite struct TraceRenderReferenceTests {
    /// nil when equal; otherwise where they part, with some context.
    static func difference(_ fast: [UInt8], _ reference: [UInt8]) -> String? {
        guard fast != reference else { return nil }
        let common = min(fast.count, reference.count)
        let at = (0..<common).first { fast[$0] != reference[$0] } ?? common
        func around(_ b: [UInt8]) -> String { String(decoding: b[max(0, at - 60)..<min(b.count, at + 60)], as: UTF8.self) }
        return "differ at byte \(at) of \(fast.count)/\(reference.count): fast …\(around(fast))… reference …\(around(reference))…"
    }

    /// Renders each touch both ways (with storage ids and without, with and without delivery), expecting the
    /// same bytes; returns how many touches were compared.
    @discardableResult
    static func compare(_ h: Hierarchy, name: String, touches: [String], id: String = "t_0123456789abcdef",
                        limits: DeliveryLimits? = nil) throws -> Int {
        for touch in touches {
            let doc = try JSONParser.parse(Array(touch.utf8))
            let input = try TouchInput.decode(doc.root)
            let canonical = JSONCanonical.render(doc.root)
            var s = h.simulate(input)
            if let limits { s.delivery = h.deliver(input, misses: s.trace.misses, limits: limits) }
            let pairs: [([UInt8], [UInt8])] = [
                (TraceJSON.render(s, in: h, touchJSON: canonical, id: id, hierarchyID: name),
                 ReferenceTraceJSON.render(s, in: h, touchJSON: canonical, id: id, hierarchyID: name)),
                (TraceJSON.render(s, in: h), ReferenceTraceJSON.render(s, in: h, touchJSON: nil, id: nil, hierarchyID: nil)),
                (TraceJSON.render(s.trace, in: h, hierarchyID: name), ReferenceTraceJSON.render(s.trace, in: h, hierarchyID: name)),
                (DeliveryJSON.render(s.delivery, in: h), ReferenceTraceJSON.delivery(s.delivery, in: h)),
            ]
            for (fast, reference) in pairs {
                let diff = difference(fast, reference)
                #expect(diff == nil, "\(name) \(touch): \(diff ?? "")")
            }
        }
        return touches.count
    }

    /// Taps on a grid over a phone screen and past its edges, one for each walk the hierarchy takes (the hit
    /// view, the hit-test order and the misses with their reasons; the renderers write nothing else that
    /// depends on where a tap lands but the point); then taps at numbers awkward to print, and every gesture.
    static func touches(_ h: Hierarchy, gridStep: Double) -> [String] {
        var result: [String] = []
        var walks = Set<String>()
        for x in stride(from: -10.0, through: 400, by: gridStep) {
            for y in stride(from: -10.0, through: 700, by: gridStep * 1.5) {
                let t = h.trace(x, y)
                let walk = "\(t.hitView.map(\.raw) ?? -1) \(t.hitTestOrder.map(\.raw)) \(t.misses.map { "\($0.view.raw) \($0.reason)" })"
                if walks.insert(walk).inserted { result.append(#"{"x": \#(x), "y": \#(y)}"#) }
            }
        }
        let awkward = ["0.1", "1e-7", "-0.0", "1e20", "133.33333333333334", "9007199254740993", "40", "300"]
        // Each number twice as x and twice as y, beside itself and beside another.
        for (i, x) in awkward.enumerated() {
            for y in [awkward[i], awkward[(i + 3) % awkward.count]] { result.append(#"{"x": \#(x), "y": \#(y)}"#) }
        }
        for (x, y) in [(40, 100), (120, 300), (30, 620), (60, 160), (300, 400), (187, 500)] {
            result += [
                #"{"gesture": "doubleTap", "x": \#(x), "y": \#(y)}"#,
                #"{"gesture": "longPress", "x": \#(x), "y": \#(y)}"#,
                #"{"gesture": "drag", "from": {"x": \#(x), "y": \#(y)}, "to": {"x": \#(x + 5), "y": \#(y - 200)}}"#,
                #"{"gesture": "pinch", "x": \#(x), "y": \#(y), "distance": 200, "endDistance": 20}"#,
                #"""
                {"sequence": [{"t": 0, "phase": "began", "x": \#(x), "y": \#(y)}, {"t": 0.05, "phase": "began", "x": \#(x + 40), "y": \#(y + 10), "finger": 1},
                {"t": 0.1, "phase": "moved", "x": \#(x + 1), "y": \#(y + 1)}, {"t": 0.3, "phase": "ended", "x": \#(x + 1), "y": \#(y + 1)},
                {"t": 0.35, "phase": "cancelled", "x": \#(x + 60), "y": \#(y + 90), "finger": 1}]}
                """#,
            ]
        }
        return result
    }

    @Test func everyPresetRendersAsTheReferenceDoes() throws {
        let dir = Repository.root.appendingPathComponent("public/presets")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") && $0 != "index.json" }
        #expect(files.count >= 10)
        for file in files.sorted() {
            let h = try HierarchyDecoder.decode(json: try Fixtures.bytes("public/presets/" + file))
            let touches = Self.touches(h, gridStep: 13)
            // Off the screen, on the window, on a view at least: three walks besides the 46 fixed touches.
            #expect(touches.count >= 46 + 3, "\(file): \(touches.count) touches")
            try Self.compare(h, name: file, touches: touches)
        }
    }

    @Test func namesThatNeedEscapingRenderAsTheReferenceDoes() throws {
        for (i, json) in try Self.tricky().enumerated() {
            let h = try HierarchyDecoder.decode(json: json)
            try Self.compare(h, name: "tricky \"\(i)\" </script>\\", touches: Self.touches(h, gridStep: 13), id: "t_\"\\\u{1}\u{1f}\n\t\r é</")
        }
    }

    /// Deliveries cut short by their limits carry a "truncated" object with a sentence.
    @Test func truncatedDeliveriesRenderAsTheReferenceDoes() throws {
        for json in try Self.tricky() {
            let h = try HierarchyDecoder.decode(json: json)
            let touches = Self.touches(h, gridStep: 13)
            try Self.compare(h, name: "cut", touches: touches, limits: DeliveryLimits(timelineEntries: 3, work: 40))
            try Self.compare(h, name: "stopped", touches: touches, limits: DeliveryLimits(work: 30))
        }
    }

    /// Exact bytes, independent of both renderers: escapes in ids and in the sentences that repeat them (`<`, `>`,
    /// `&`, U+2028 and U+2029 too, so that a trace can sit in HTML or a script), and
    /// numbers that are easy to print wrongly (0.1, 1e-7, -0, 2^53 + 1, 1e20).
    @Test func escapesAndNumbersArePinned() throws {
        let h = try Fixtures.hierarchy(#"""
        {"root": {"id": "w", "frame": [0, 0, 1e17, 1e17], "subviews": [{"id": "a\"b\\c</script>é", "frame": [0, 0, 1e17, 1e17]}]}}
        """#)
        // Each search is a Bool first, so that a failure does not print the whole trace.
        let json = String(decoding: TraceJSON.render(h.trace(0.1, 1e-7), in: h), as: UTF8.self)
        let order = json.contains(#""hitTestOrder":["w","a\"b\\c\u003c/script\u003eé"]"#)
        #expect(order)
        let stepPoint = json.contains(#""point":{"x":0.1,"y":1e-07},"message":"a\"b\\c\u003c/script\u003eé.hitTest((0.1, 1e-07))"}"#)
        #expect(stepPoint)
        let returned = json.contains(#""result":"a\"b\\c\u003c/script\u003eé","reason":"hitDescendant","message":"w.hitTest returns a\"b\\c\u003c/script\u003eé: a subview took it"}"#)
        #expect(returned)
        let big = String(decoding: TraceJSON.render(h.trace(-0.0, Double("9007199254740993")!), in: h), as: UTF8.self)
        let bigPoint = big.contains(#""point":{"x":0,"y":9007199254740992},"result":true,"message":"w.pointInside((0, 9007199254740992)) → YES"}"#)
        #expect(bigPoint)
        let huge = String(decoding: TraceJSON.render(h.trace(1e20, 1e16), in: h), as: UTF8.self)
        let hugePoint = huge.contains(#""point":{"x":1e+20,"y":1e+16},"result":false,"message":"w.pointInside((1e+20, 1e+16)) → NO"}"#)
        #expect(hugePoint)
        let ids = String(decoding: TraceJSON.render(h.trace(1, 1), in: h, id: "\u{1}\t\n\r\"", hierarchyID: "<>&\u{2028}\\"), as: UTF8.self)
        let head = ids.hasPrefix(#"{"id":"\u0001\t\n\r\"","hierarchyId":"\u003c\u003e\u0026\u2028\\","engineVersion":"4","point":{"x":1,"y":1}"#)
        #expect(head)
    }
}

extension TraceRenderReferenceTests {
    /// Names that need escaping (quotes, backslashes, `</script>`, non-ASCII) on views, classes, view
    /// controllers and recognizers; every reason a view misses the touch; every override; recognizers of
    /// every kind; scroll views; windows in front of each other, a hidden one, a presented controller.
    /// (Files, because `hittrace-bench --trace-corpus` renders them too.)
    static func tricky() throws -> [[UInt8]] {
        try (1...2).map { try Fixtures.bytes("Tests/Fixtures/names-that-need-escaping-\($0).json") }
    }
}
