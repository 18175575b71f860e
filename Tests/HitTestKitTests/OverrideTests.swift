import Testing
@testable import HitTestKit
import TestSupport

/// The override recipes of section 7: `pointInside` (7.1) and `hitTest` (7.2–7.5, `none`, `selfOnly`), each
/// with the call order its code really produces.
@Suite struct OverrideTests {
    /// `back` fills the window; `button` (100,100 20×20) sits in front with the given fields.
    static func button(_ fields: String, frame: String = "[100, 100, 20, 20]") throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "button", "class": "UIButton", "frame": \(frame), \(fields)}
        """)
    }

    // MARK: 7.1 pointInside

    /// Rule 7.1 and 7.7, fixed margins: UIEdgeInsets of −10 pt grow the 20×20 button to 90…130 (containment rule 0.3 on the grown
    /// rectangle: 90 inside, 130 outside).
    @Test(arguments: [(95.0, 95.0, "button"), (90.0, 90.0, "button"), (129.9, 129.9, "button"), (130.0, 110.0, "back"),
                      (89.9, 110.0, "back"), (110.0, 130.0, "back")])
    func insetsGrowTheHitArea(x: Double, y: Double, expected: String) throws {
        let h = try Self.button("\"pointInside\": {\"insets\": {\"top\": -10, \"left\": -10, \"bottom\": -10, \"right\": -10}}")
        #expect(h.hitID(x, y) == expected)
    }

    /// Rule 7.1: the pointInside step gets the point in the button's coordinates, here outside its bounds
    /// (−5, −5), and answers YES.
    @Test func insetsAnswerYesOutsideTheBounds() throws {
        let h = try Self.button("\"pointInside\": {\"insets\": [-10, -10, -10, -10]}")
        let step = h.trace(95, 95).steps.first { $0.call == .pointInside && h.id(Int($0.view)) == "button" }
        #expect(step?.point == Point(x: -5, y: -5))
        #expect(step?.result == 1)
    }

    /// Rule 7.7: insets are per edge (top, left, bottom, right), as `bounds.inset(by:)`: negative ones grow the
    /// area, positive ones shrink it (https://developer.apple.com/documentation/uikit/uiedgeinsets).
    @Test(arguments: [("{\"top\": 0, \"left\": -30, \"bottom\": 0, \"right\": 0}", 75.0, 110.0, "button"),
                      ("{\"top\": 0, \"left\": -30, \"bottom\": 0, \"right\": 0}", 110.0, 95.0, "back"),
                      ("{\"top\": 5, \"left\": 5, \"bottom\": 5, \"right\": 5}", 102.0, 102.0, "back"),
                      ("{\"top\": 5, \"left\": 5, \"bottom\": 5, \"right\": 5}", 106.0, 106.0, "button"),
                      ("{\"top\": 15, \"left\": 15, \"bottom\": 15, \"right\": 15}", 102.0, 102.0, "back")])
    func insetsArePerEdge(insets: String, x: Double, y: Double, expected: String) throws {
        let h = try Self.button("\"pointInside\": {\"insets\": \(insets)}")
        #expect(h.hitID(x, y) == expected)
    }

    /// Rule 7.7: each inset moves its own edge. {top −1, left −2, bottom −3, right −4} turns the button's 100…120
    /// square into x 98…124, y 99…123; just inside and just outside each edge.
    @Test(arguments: [(98.0, 110.0, "button"), (97.9, 110.0, "back"), (123.9, 110.0, "button"), (124.0, 110.0, "back"),
                      (110.0, 99.0, "button"), (110.0, 98.9, "back"), (110.0, 122.9, "button"), (110.0, 123.0, "back")])
    func eachInsetMovesItsOwnEdge(x: Double, y: Double, expected: String) throws {
        let h = try Self.button("\"pointInside\": {\"insets\": {\"top\": -1, \"left\": -2, \"bottom\": -3, \"right\": -4}}")
        #expect(h.hitID(x, y) == expected)
    }

    /// Rule 7.1, minimum size (WWDC 2012 session 216): a 20×20 button grows by 12 pt on each side to 44×44,
    /// covering 88…132.
    @Test(arguments: [(88.0, 88.0, "button"), (87.9, 100.0, "back"), (131.9, 131.9, "button"), (132.0, 110.0, "back")])
    func minimumSizeGrowsSymmetrically(x: Double, y: Double, expected: String) throws {
        let h = try Self.button("\"pointInside\": {\"minimumSize\": {\"width\": 44, \"height\": 44}}")
        #expect(h.hitID(x, y) == expected)
    }

    /// Rule 7.1: a dimension already at least 44 pt is not grown. The 100×20 button keeps x 100…200 and grows to
    /// y 88…132.
    @Test func minimumSizeLeavesALongSideAlone() throws {
        let h = try Self.button("\"pointInside\": {\"minimumSize\": [44, 44]}", frame: "[100, 100, 100, 20]")
        #expect(h.hitID(99, 110) == "back")
        #expect(h.hitID(150, 89) == "button")
        #expect(h.hitID(199, 131) == "button")
    }

    /// Rule 7.1(a), 2.7: the enlarged area only works inside every ancestor. The button sits at the top-left
    /// corner of `bar` (100,100 200×50); its 10 pt margin above and left lies outside bar and falls to `back`.
    @Test func enlargedAreaIsCutByTheAncestors() throws {
        let h = try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "bar", "frame": [100, 100, 200, 50], "subviews": [
          {"id": "button", "class": "UIButton", "frame": [0, 0, 20, 20], "pointInside": {"insets": [-10, -10, -10, -10]}}]}
        """)
        #expect(h.hitID(95, 95) == "back")
        #expect(h.hitID(125, 125) == "button")
    }

    /// Rule 7.1(b): the early returns still come first; a disabled or hidden enlarged button is not asked
    /// pointInside at all.
    @Test(arguments: [("\"enabled\": false", ReturnReason.disabledControl), ("\"hidden\": true", .hidden)])
    func earlyReturnsComeBeforeAnEnlargedPointInside(field: String, reason: ReturnReason) throws {
        let h = try Self.button(field + ", \"pointInside\": {\"insets\": [-10, -10, -10, -10]}")
        #expect(h.calls(95, 95).prefix(4) == ["hitTest window", "pointInside window YES", "hitTest button",
                                              "return button → nil (\(reason.rawValue))"])
    }

    /// Rule 7.1(c): sibling order still decides overlaps. `cover` (90,90 15×15) is in front of the button's
    /// enlarged corner: (95, 95) goes to cover. Put behind the button instead, cover loses there.
    @Test func siblingOrderStillDecidesOverlaps() throws {
        let inFront = try Fixtures.window("""
        {"id": "button", "class": "UIButton", "frame": [100, 100, 20, 20], "pointInside": {"insets": [-10, -10, -10, -10]}},
        {"id": "cover", "frame": [90, 90, 15, 15]}
        """)
        let behind = try Fixtures.window("""
        {"id": "cover", "frame": [90, 90, 15, 15]},
        {"id": "button", "class": "UIButton", "frame": [100, 100, 20, 20], "pointInside": {"insets": [-10, -10, -10, -10]}}
        """)
        #expect(inFront.hitID(95, 95) == "cover")
        #expect(behind.hitID(95, 95) == "button")
    }

    /// `pointInside: "always"` answers YES anywhere its superview lets the point through: (300, 300) is far from
    /// the 20×20 button but still reaches it, since it is asked before `back`.
    @Test func alwaysAcceptsAnyPoint() throws {
        let h = try Self.button("\"pointInside\": \"always\"")
        #expect(h.hitID(300, 300) == "button")
    }

    // MARK: 7.2 pass-through container

    /// Rule 7.2, hitTest form: the overlay runs super, which finds no subview at (200, 200) and answers the
    /// overlay itself; the override turns that into nil and the touch falls through to `back`.
    @Test func passThroughContainerFallsThroughOnItsEmptyArea() throws {
        let h = try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "overlay", "frame": [0, 0, 400, 400], "hitTest": "passThrough", "subviews": [{"id": "chip", "frame": [10, 10, 50, 50]}]}
        """)
        #expect(h.calls(200, 200) == [
            "hitTest window", "pointInside window YES",
            "hitTest overlay", "pointInside overlay YES",
            "hitTest chip", "pointInside chip NO", "return chip → nil (outsideBounds)",
            "return overlay → nil (override)",
            "hitTest back", "pointInside back YES", "return back → back (hitSelf)",
            "return window → back (hitDescendant)",
        ])
        // Rule 7.2: its subviews stay reachable.
        #expect(h.hitID(20, 20) == "chip")
    }

    /// Rule 7.2 nested: a pass-through child only removes itself; its non-pass-through parent then answers for
    /// itself (1.7), so the touch does not fall through any further.
    @Test func passThroughOnlyRemovesTheViewItself() throws {
        let h = try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "card", "frame": [0, 0, 200, 200], "subviews": [{"id": "shade", "frame": [0, 0, 200, 200], "hitTest": "passThrough"}]}
        """)
        #expect(h.hitID(50, 50) == "card")
    }

    // MARK: 7.4 subviews outside the bounds

    /// `p` (0,0 100×100, overridden) holds `c` (50,50 100×100), which sticks out to 150.
    static func outside(_ pFields: String = "") throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "p", "frame": [0, 0, 100, 100], "hitTest": "subviewsOutsideBounds"\(pFields),
         "subviews": [{"id": "c", "frame": [50, 50, 100, 100]}]}
        """)
    }

    /// Rule 7.4, the trace signature: the subviews' hitTest comes before p's own pointInside, and when a subview
    /// hits, p's pointInside is never called. (120, 120), outside p, reaches c.
    @Test func subviewsAreAskedBeforeOwnPointInside() throws {
        let h = try Self.outside()
        #expect(h.calls(120, 120) == [
            "hitTest window", "pointInside window YES",
            "hitTest p", "hitTest c", "pointInside c YES", "return c → c (hitSelf)",
            "return p → c (hitDescendant)",
            "return window → c (hitDescendant)",
        ])
    }

    /// Rule 7.4, step 3: no subview hits, so p asks its own pointInside last: YES at (10, 10), NO at (300, 300).
    @Test func ownPointInsideComesLast() throws {
        let h = try Self.outside()
        #expect(h.calls(10, 10) == [
            "hitTest window", "pointInside window YES",
            "hitTest p", "hitTest c", "pointInside c NO", "return c → nil (outsideBounds)",
            "pointInside p YES", "return p → p (hitSelf)",
            "return window → p (hitDescendant)",
        ])
        #expect(h.calls(300, 300).suffix(4) == [
            "return c → nil (outsideBounds)", "pointInside p NO", "return p → nil (outsideBounds)",
            "return window → window (hitSelf)",
        ])
    }

    /// Rule 7.4, step 1: the hidden / interaction / alpha checks are written out by hand and still come first.
    @Test(arguments: [(", \"hidden\": true", "hidden"), (", \"userInteractionEnabled\": false", "userInteractionDisabled"),
                      (", \"alpha\": 0", "alphaBelowThreshold")])
    func checksByHandComeFirst(field: String, reason: String) throws {
        let h = try Self.outside(field)
        #expect(h.calls(120, 120) == ["hitTest window", "pointInside window YES", "hitTest p",
                                      "return p → nil (\(reason))", "return window → window (hitSelf)"])
    }

    /// Rules 7.4, 2.7: every ancestor must still contain the point. Wrapped in a default 100×100 `g`, the part
    /// of c outside g is unreachable again.
    @Test func ancestorsMustStillContainThePoint() throws {
        let h = try Fixtures.window("""
        {"id": "g", "frame": [0, 0, 100, 100], "subviews": [
          {"id": "p", "frame": [0, 0, 100, 100], "hitTest": "subviewsOutsideBounds", "subviews": [{"id": "c", "frame": [50, 50, 100, 100]}]}]}
        """)
        #expect(h.hitID(120, 120) == "window")
        #expect(h.hitID(75, 75) == "c")
    }
}
