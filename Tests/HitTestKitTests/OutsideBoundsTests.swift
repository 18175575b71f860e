import Testing
@testable import HitTestKit
import TestSupport

/// Subviews that stick out of their superview (rules 2.6, 2.7): `clipsToBounds` only affects drawing, and a
/// point outside a view's bounds is never a hit for it or anything inside it.
@Suite struct OutsideBoundsTests {
    /// `p` is 0,0 100×100; its subview `c` is 50,50 100×100 in p, so it covers 50…150 on screen and sticks out
    /// of p by 50 pt to the right and below.
    static func stickingOut(clips: Bool) throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "p", "frame": [0, 0, 100, 100], "clipsToBounds": \(clips), "subviews": [{"id": "c", "frame": [50, 50, 100, 100]}]}
        """)
    }

    /// Rules 2.6, 1.6: (120, 120) is inside c's bounds but outside p's. p's pointInside says NO, so c is never
    /// asked, whether or not p clips; the window answers for itself. The trace is the same either way.
    @Test(arguments: [false, true])
    func partOutsideTheParentIsNeverHit(clips: Bool) throws {
        let h = try Self.stickingOut(clips: clips)
        #expect(h.calls(120, 120) == [
            "hitTest window", "pointInside window YES",
            "hitTest p", "pointInside p NO", "return p → nil (outsideBounds)",
            "return window → window (hitSelf)",
        ])
    }

    /// Rule 2.7: the part of c that overlaps p is hit normally: (75, 75) is p's (75, 75) and c's (25, 25).
    @Test(arguments: [false, true])
    func partInsideTheParentIsHit(clips: Bool) throws {
        let h = try Self.stickingOut(clips: clips)
        #expect(h.hitID(75, 75) == "c")
        #expect(h.hitTestPoint(of: "c", 75, 75) == Point(x: 25, y: 25))
    }

    /// Rule 2.7 at every level: g (0,0 100×100) holds p (50,50 100×100, sticking out), which holds c (60,60 30×30
    /// in p, so 110…140 on screen). c lies wholly inside p but wholly outside g, so it can never be hit.
    @Test(arguments: [(120.0, 120.0), (110.0, 110.0), (139.0, 139.0)])
    func everyAncestorMustContainThePoint(x: Double, y: Double) throws {
        let h = try Fixtures.window("""
        {"id": "g", "frame": [0, 0, 100, 100], "subviews": [
          {"id": "p", "frame": [50, 50, 100, 100], "subviews": [{"id": "c", "frame": [60, 60, 30, 30]}]}]}
        """)
        #expect(h.hitID(x, y) == "window")
        #expect(h.order(x, y) == ["window", "g"])
    }

    /// Rule 2.7: reachable exactly where a view overlaps all its ancestors. p (50…150) overlaps g (0…100) in
    /// 50…100: (60, 60) is p's; (99, 99) too; (100, 100) is g's max edge, outside.
    @Test(arguments: [(60.0, 60.0, "p"), (99.0, 99.0, "p"), (100.0, 100.0, "window"), (40.0, 40.0, "g")])
    func reachableOnlyInTheOverlap(x: Double, y: Double, expected: String) throws {
        let h = try Fixtures.window("""
        {"id": "g", "frame": [0, 0, 100, 100], "subviews": [{"id": "p", "frame": [50, 50, 100, 100]}]}
        """)
        #expect(h.hitID(x, y) == expected)
    }

    /// Rules 2.6, 2.7 with a negative origin: `c` at −20,−20 40×40 in p (100,100) covers 80…120 on screen; only
    /// its bottom-right quarter, inside p, can be hit.
    @Test(arguments: [(90.0, 90.0, "back"), (110.0, 110.0, "c"), (90.0, 110.0, "back"), (100.0, 100.0, "c")])
    func negativeOriginSticksOutTopLeft(x: Double, y: Double, expected: String) throws {
        let h = try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "p", "frame": [100, 100, 100, 100], "subviews": [{"id": "c", "frame": [-20, -20, 40, 40]}]}
        """)
        #expect(h.hitID(x, y) == expected)
    }

    /// Rules 2.6, 2.7 at the window: a button at the bottom of the root view (0,0 400×300) sticks out by 20 pt
    /// (280…320). Its lower part, below the root view, falls to the window.
    @Test func buttonStickingOutOfTheRootView() throws {
        let h = try Fixtures.window("""
        {"id": "root", "frame": [0, 0, 400, 300], "viewController": "VC", "subviews": [
          {"id": "button", "class": "UIButton", "frame": [0, 280, 100, 40]}]}
        """)
        #expect(h.hitID(10, 290) == "button")
        #expect(h.hitID(10, 310) == "window")
        #expect(h.order(10, 310) == ["window", "root"])
    }

    /// Rule 2.6 at the top: a view that sticks out of its window is only hit inside the window; past the
    /// window's edge no window takes the touch at all.
    @Test func viewStickingOutOfTheWindow() throws {
        let h = try Fixtures.window("{\"id\": \"v\", \"frame\": [350, 350, 100, 100]}")
        #expect(h.hitID(360, 360) == "v")
        let t = h.trace(420, 420)
        #expect(t.window == nil && t.hitView == nil)
        #expect(h.calls(420, 420) == ["hitTest window", "pointInside window NO", "return window → nil (outsideBounds)"])
    }

    /// Rules 2.6, 2.8: a view sticking out of a rotated parent. p (100×100 at (200, 200), turned 45°) holds c
    /// (40,40 200×20 in p), a bar that runs far past p's right edge. The bar's far end, beyond p's diamond, is
    /// not hit; its part inside p is.
    @Test func stickingOutOfATransformedParent() throws {
        let h = try Fixtures.window("""
        {"id": "p", "frame": [150, 150, 100, 100], "transform": {"rotate": 45},
         "subviews": [{"id": "c", "frame": [40, 40, 200, 20]}]}
        """)
        // p's centre (200, 200) is p's (50, 50), inside c (40…240, 40…60).
        #expect(h.hitID(200, 200) == "c")
        // 100 pt along p's turned x axis from the centre: p's (150, 50), inside c, outside p.
        let far = Point(x: 200 + 100 * 0.5.squareRoot(), y: 200 + 100 * 0.5.squareRoot())
        #expect(h.hitID(far.x, far.y) == "window")
    }

    /// Rule 2.6: the misses name the ancestor that does not contain the point (see also MissTests): c at
    /// (120, 120) is outside p's bounds.
    @Test func missNamesTheAncestorThatDoesNotContainThePoint() throws {
        let h = try Self.stickingOut(clips: false)
        let m = h.miss("c", at: 120, 120)
        #expect(m?.reason == .outsideSuperviewBounds)
        #expect(h.missBy(m) == "p")
    }

    /// Rule 2.6 and the misses' notion of "visible": when p clips to its bounds, the part of c outside p is not
    /// drawn, so c is not listed as a miss at all.
    @Test func clippedPartIsNotAMiss() throws {
        let h = try Self.stickingOut(clips: true)
        #expect(h.missIDs(120, 120).isEmpty)
    }
}
