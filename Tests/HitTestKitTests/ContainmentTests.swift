import Testing
@testable import HitTestKit
import TestSupport

/// The default `point(inside:with:)` and what `hitTest` does with its answer (rules 0.3, 1.5–1.8).
///
/// Layout: the 400×400 window holds `back` (the whole window) and, in front of it, `v` at 100,100 100×100.
@Suite struct ContainmentTests {
    static func layout(_ vFields: String = "", vSubviews: String = "") throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "v", "frame": [100, 100, 100, 100]\(vFields.isEmpty ? "" : ", " + vFields), "subviews": [\(vSubviews)]}
        """)
    }

    /// Rules 0.3, 1.5: `CGRectContainsPoint` on the bounds: min edges inclusive, max edges exclusive. v covers
    /// x and y in [100, 200): (100, 100) is its top-left corner and inside; (200, y) and (x, 200) are just past
    /// its right and bottom edges and fall to `back`.
    @Test(arguments: [(100.0, 100.0, "v"), (199.0, 199.0, "v"), (199.999, 100.0, "v"), (100.0, 199.999, "v"),
                      (150.0, 150.0, "v"), (200.0, 150.0, "back"), (150.0, 200.0, "back"), (200.0, 200.0, "back"),
                      (99.999, 150.0, "back"), (150.0, 99.999, "back")])
    func minEdgesInclusiveMaxEdgesExclusive(x: Double, y: Double, expected: String) throws {
        #expect(try Self.layout().hitID(x, y) == expected)
    }

    /// Rule 1.5 with the FK test's numbers: for a 100×100 view, the local point (99, 99) is inside and
    /// (100, 100) is not. The pointInside step records the local point and the answer.
    @Test(arguments: [(199.0, 199.0, Point(x: 99, y: 99), true), (200.0, 200.0, Point(x: 100, y: 100), false),
                      (100.0, 100.0, Point(x: 0, y: 0), true)])
    func pointInsideRecordsTheLocalPoint(x: Double, y: Double, local: Point, inside: Bool) throws {
        let h = try Self.layout()
        let step = h.trace(x, y).steps.first { $0.call == .pointInside && h.id(Int($0.view)) == "v" }
        #expect(step?.point == local)
        #expect(step?.result == (inside ? 1 : 0))
    }

    /// Rule 1.5: an empty rectangle contains no point, not even its own origin (100, 100).
    @Test(arguments: ["[100, 100, 0, 0]", "[100, 100, 0, 50]", "[100, 100, 50, 0]"])
    func zeroSizedViewContainsNothing(frame: String) throws {
        let h = try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]}, {"id": "v", "frame": \(frame)}
        """)
        #expect(h.hitID(100, 100) == "back")
    }

    /// Rule 0.3 with fractional geometry: v is 0.5×0.5 at (10.5, 10.5); 10.999 is inside, 11 is the max edge.
    @Test(arguments: [(10.5, 10.5, "v"), (10.999, 10.999, "v"), (11.0, 10.75, "back"), (10.49, 10.75, "back")])
    func fractionalEdges(x: Double, y: Double, expected: String) throws {
        let h = try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]}, {"id": "v", "frame": [10.5, 10.5, 0.5, 0.5]}
        """)
        #expect(h.hitID(x, y) == expected)
    }

    /// Rule 1.5 tests `bounds`, whatever its origin: v's bounds origin (50, 50) moves its coordinate system,
    /// not its place on screen. The window point (100, 100) arrives as (50, 50), the bounds' min corner: inside;
    /// (200, 200) arrives as (150, 150), the bounds' max corner: outside.
    @Test func boundsOriginDoesNotMoveTheHitArea() throws {
        let h = try Self.layout("\"bounds\": {\"x\": 50, \"y\": 50, \"width\": 100, \"height\": 100}")
        #expect(h.hitID(100, 100) == "v")
        #expect(h.hitTestPoint(of: "v", 100, 100) == Point(x: 50, y: 50))
        #expect(h.hitID(199.5, 199.5) == "v")
        #expect(h.hitID(200, 200) == "back")
    }

    /// Rule 1.6: when v's pointInside says NO, v's subviews are not asked, even one that covers the point.
    /// `inner` (0,0 100×100 in v) covers (150, 150), but v's pointInside override returns NO.
    @Test func pointInsideNoSkipsTheSubviews() throws {
        let h = try Self.layout("\"pointInside\": \"never\"", vSubviews: "{\"id\": \"inner\", \"frame\": [0, 0, 100, 100]}")
        #expect(h.calls(150, 150) == [
            "hitTest window", "pointInside window YES",
            "hitTest v", "pointInside v NO", "return v → nil (outsideBounds)",
            "hitTest back", "pointInside back YES", "return back → back (hitSelf)",
            "return window → back (hitDescendant)",
        ])
    }

    /// Rule 1.7: v contains the point; both its subviews are asked (front first) and miss, so v answers for
    /// itself. `a` is 0,0 10×10 and `b` 90,90 10×10 in v; (150, 150) is v's local (50, 50), in neither.
    @Test func noSubviewHitReturnsTheViewItself() throws {
        let h = try Self.layout(vSubviews: """
        {"id": "a", "frame": [0, 0, 10, 10]}, {"id": "b", "frame": [90, 90, 10, 10]}
        """)
        #expect(h.calls(150, 150) == [
            "hitTest window", "pointInside window YES",
            "hitTest v", "pointInside v YES",
            "hitTest b", "pointInside b NO", "return b → nil (outsideBounds)",
            "hitTest a", "pointInside a NO", "return a → nil (outsideBounds)",
            "return v → v (hitSelf)",
            "return window → v (hitDescendant)",
        ])
    }

    /// Rule 1.7, the positive case: a subview's answer is passed up through every level as `hitDescendant`.
    @Test func aSubviewHitIsPassedUp() throws {
        let h = try Self.layout(vSubviews: "{\"id\": \"a\", \"frame\": [0, 0, 10, 10], \"subviews\": [{\"id\": \"a1\", \"frame\": [0, 0, 5, 5]}]}")
        // (101, 101) is v's (1, 1), a's (1, 1), a1's (1, 1).
        #expect(h.calls(101, 101).filter { $0.hasPrefix("return") } == [
            "return a1 → a1 (hitSelf)", "return a → a1 (hitDescendant)",
            "return v → a1 (hitDescendant)", "return window → a1 (hitDescendant)",
        ])
    }

    /// Rule 1.8: hit-testing ignores content. A fully clear view, a transparent colour, an empty text, or an
    /// alpha of 0.02 (nearly invisible, but above the threshold) still takes the touch.
    @Test(arguments: ["\"backgroundColor\": \"clear\"", "\"backgroundColor\": \"#00000000\"",
                      "\"text\": \"\"", "\"alpha\": 0.02", "\"clipsToBounds\": true"])
    func contentIsIgnored(field: String) throws {
        let h = try Self.layout(field)
        #expect(h.hitID(150, 150) == "v")
    }

    /// Rule 1.5 against Cacao's disagreement (frame.size, max edges inclusive): the window's own bounds are
    /// exclusive too, so a touch on the window's right edge (x = 400) is taken by no window at all.
    @Test(arguments: [(400.0, 10.0), (10.0, 400.0), (-0.001, 10.0), (10.0, -1.0)])
    func pointsOffTheWindowHitNothing(x: Double, y: Double) throws {
        let h = try Self.layout()
        let t = h.trace(x, y)
        #expect(t.hitView == nil && t.window == nil)
        #expect(h.calls(x, y) == ["hitTest window", "pointInside window NO", "return window → nil (outsideBounds)"])
    }
}
