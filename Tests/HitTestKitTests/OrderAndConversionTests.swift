import Testing
@testable import HitTestKit
import TestSupport

/// Sibling order (rules 2.1–2.3) and converting the point into each subview (2.4, 2.5, 2.8, 2.9).
@Suite struct OrderAndConversionTests {
    // MARK: Order

    /// Rules 2.1, 2.2: `a`, `b`, `c` all cover (50, 50); `c` is last in `subviews`, so front-most, and is asked
    /// first. It takes the touch, so `b` and `a` are never asked at all.
    @Test func frontMostSiblingIsAskedFirstAndWins() throws {
        let h = try Fixtures.window("""
        {"id": "a", "frame": [0, 0, 100, 100]}, {"id": "b", "frame": [0, 0, 100, 100]}, {"id": "c", "frame": [0, 0, 100, 100]}
        """)
        #expect(h.calls(50, 50) == [
            "hitTest window", "pointInside window YES",
            "hitTest c", "pointInside c YES", "return c → c (hitSelf)",
            "return window → c (hitDescendant)",
        ])
    }

    /// Rules 2.1, 2.3: back to front means last to first in the array. `c` (60,60 40×40) and `b` (0,0 50×50) do
    /// not hold (55, 55); each is asked and says NO; then `a` (0,0 100×100) does.
    @Test func siblingsAreAskedLastToFirstUntilOneHits() throws {
        let h = try Fixtures.window("""
        {"id": "a", "frame": [0, 0, 100, 100]}, {"id": "b", "frame": [0, 0, 50, 50]}, {"id": "c", "frame": [60, 60, 40, 40]}
        """)
        #expect(h.calls(55, 55) == [
            "hitTest window", "pointInside window YES",
            "hitTest c", "pointInside c NO", "return c → nil (outsideBounds)",
            "hitTest b", "pointInside b NO", "return b → nil (outsideBounds)",
            "hitTest a", "pointInside a YES", "return a → a (hitSelf)",
            "return window → a (hitDescendant)",
        ])
    }

    /// Rules 2.1, 2.2, 1.7: depth first. `front` holds the point but none of its subviews does, so `front`
    /// itself answers and the back sibling `behind` (which also holds it) is never asked.
    @Test func aContainingFrontSiblingEndsTheSearchEvenWithoutASubviewHit() throws {
        let h = try Fixtures.window("""
        {"id": "behind", "frame": [0, 0, 200, 200], "subviews": [{"id": "b1", "frame": [0, 0, 200, 200]}]},
        {"id": "front", "frame": [0, 0, 100, 100], "subviews": [{"id": "f1", "frame": [80, 80, 20, 20]}, {"id": "f2", "frame": [0, 0, 20, 20]}]}
        """)
        // (50, 50): in front (0…100), not in f2 (0…20) nor f1 (80…100).
        #expect(h.order(50, 50) == ["window", "front", "f2", "f1"])
        #expect(h.hitID(50, 50) == "front")
        // (150, 150): outside front, so behind is asked, then its only subview b1, which takes it.
        #expect(h.order(150, 150) == ["window", "front", "behind", "b1"])
        #expect(h.hitID(150, 150) == "b1")
    }

    /// Rule 2.10: `layer.zPosition` is not part of the model; the `subviews` array alone decides. Reordering the
    /// array reverses the winner of an exact overlap.
    @Test func arrayOrderAloneDecides() throws {
        let ab = try Fixtures.window("{\"id\": \"a\", \"frame\": [0, 0, 50, 50]}, {\"id\": \"b\", \"frame\": [0, 0, 50, 50]}")
        let ba = try Fixtures.window("{\"id\": \"b\", \"frame\": [0, 0, 50, 50]}, {\"id\": \"a\", \"frame\": [0, 0, 50, 50]}")
        #expect(ab.hitID(10, 10) == "b")
        #expect(ba.hitID(10, 10) == "a")
    }

    // MARK: Conversion (2.4)

    /// Rule 2.4, identity special case: q = p − frame.origin + bounds.origin at every level. `p` at (100, 50)
    /// holds `c` at (10, 20): the window point (115, 75) is p's (15, 25) and c's (5, 5).
    @Test func identityConversionSubtractsFrameOrigins() throws {
        let h = try Fixtures.window("""
        {"id": "p", "frame": [100, 50, 200, 200], "subviews": [{"id": "c", "frame": [10, 20, 50, 50]}]}
        """)
        #expect(h.hitTestPoint(of: "p", 115, 75) == Point(x: 15, y: 25))
        #expect(h.hitTestPoint(of: "c", 115, 75) == Point(x: 5, y: 5))
        #expect(h.convertFromScreen(Point(x: 115, y: 75), to: h.index(of: "c")!) == Point(x: 5, y: 5))
    }

    /// Rule 2.4 with a non-default anchor point: `center` is the layer's position, and the anchor says which
    /// bounds point sits there. A 100×100 view centred at (200, 200) covers 200…300 with anchor (0, 0) and
    /// 100…200 with anchor (1, 1). (210, 210) is (10, 10) in the first and outside the second.
    @Test(arguments: [("{\"x\": 0, \"y\": 0}", Point(x: 210, y: 210), Point(x: 10, y: 10)),
                      ("{\"x\": 1, \"y\": 1}", Point(x: 110, y: 110), Point(x: 10, y: 10)),
                      // (0.25, 0.75) puts the bounds origin at (200 − 25, 200 − 75) = (175, 125).
                      ("{\"x\": 0.25, \"y\": 0.75}", Point(x: 185, y: 185), Point(x: 10, y: 60))])
    func anchorPointPlacesTheBoundsAroundTheCenter(anchor: String, screen: Point, local: Point) throws {
        let h = try Fixtures.window("""
        {"id": "v", "center": {"x": 200, "y": 200}, "bounds": {"x": 0, "y": 0, "width": 100, "height": 100}, "anchorPoint": \(anchor)}
        """)
        #expect(h.hitID(screen.x, screen.y) == "v")
        #expect(h.hitTestPoint(of: "v", screen.x, screen.y) == local)
    }

    /// Rule 2.4: `frame` is the untransformed frame whatever the anchor, so with a frame given the anchor only
    /// moves `center` (frame.origin + anchor·size), not the view. v (100,100 100×100, anchor (0,0)) still covers
    /// 100…200, and its center is (100, 100).
    @Test func frameWithAnchorPointKeepsTheViewInPlace() throws {
        let h = try Fixtures.window("{\"id\": \"v\", \"frame\": [100, 100, 100, 100], \"anchorPoint\": [0, 0]}")
        #expect(h.hitTestPoint(of: "v", 150, 150) == Point(x: 50, y: 50))
        #expect(h.views[h.index(of: "v")!].center == Point(x: 100, y: 100))
    }

    /// Rules 2.4, 2.5, 2.8: a 200×100 view centred at (200, 200) turned +90°. The matrix [0, 1, −1, 0] maps local
    /// +x to screen +y (clockwise with y down), about the anchor (100, 50): the view now covers x 150…250 and
    /// y 100…300. Screen (200, 110) is 90 pt above the centre, which is local x 100 − 90 = 10, y 50.
    @Test func quarterTurnAboutTheCenter() throws {
        let h = try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "v", "center": {"x": 200, "y": 200}, "bounds": {"x": 0, "y": 0, "width": 200, "height": 100}, "transform": {"rotate": 90}}
        """)
        #expect(h.hitTestPoint(of: "v", 200, 110) == Point(x: 10, y: 50))
        #expect(h.hitID(200, 110) == "v")
        // 90 pt below the centre is local x 190: the other end.
        #expect(h.hitTestPoint(of: "v", 200, 290) == Point(x: 190, y: 50))
        // 90 pt left of the centre was inside the unrotated view; now it is local y 140, outside (rule 2.8).
        #expect(h.hitID(110, 200) == "back")
        // The frame is the rotated box (bounding box, rule 2.8).
        #expect(h.frame(of: h.index(of: "v")!) == Rect(x: 150, y: 100, width: 100, height: 200))
    }

    /// Rule 2.4: rotation turns about the anchor point, not the centre. A 100×50 view with anchor (0, 0) at
    /// (200, 200), turned +90°: local (qx, qy) lands at (200 − qy, 200 + qx), so it covers x 150…200, y 200…300.
    /// (190, 250) is local (50, 10); (210, 250) would be local y −10: outside.
    @Test func rotationAboutANonDefaultAnchor() throws {
        let h = try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "v", "center": {"x": 200, "y": 200}, "bounds": {"x": 0, "y": 0, "width": 100, "height": 50},
         "anchorPoint": {"x": 0, "y": 0}, "transform": {"rotate": 90}}
        """)
        #expect(h.hitTestPoint(of: "v", 190, 250) == Point(x: 50, y: 10))
        #expect(h.hitID(190, 250) == "v")
        #expect(h.hitID(210, 250) == "back")
    }

    /// Rule 2.4 in full: q = T⁻¹(p − c) + (bx + ax·bw, by + ay·bh), with a bounds origin, an anchor and a turn
    /// together. Bounds (10, 20, 100×50), anchor (0, 0), centre (200, 200), +90°: screen (190, 250) is (−10, 50)
    /// from the centre, turned back (50, 10), plus (10, 20): (60, 30). FK's frame-based formula would be wrong
    /// here (rule 2.4's disagreement).
    @Test func fullFormulaWithBoundsOriginAnchorAndTurn() throws {
        let h = try Fixtures.window("""
        {"id": "v", "center": {"x": 200, "y": 200}, "bounds": {"x": 10, "y": 20, "width": 100, "height": 50},
         "anchorPoint": {"x": 0, "y": 0}, "transform": {"rotate": 90}}
        """)
        #expect(h.hitTestPoint(of: "v", 190, 250) == Point(x: 60, y: 30))
        #expect(h.hitID(190, 250) == "v")
    }

    /// Rule 2.8: a square turned 45° is a diamond; the corners of its axis-aligned frame are misses. The 100×100
    /// square at (200, 200) reaches 70.7 pt out along the axes: (200, 135) is inside (65 pt up), (135, 135) is
    /// in the bounding box but |dx| + |dy| = 130 > 70.7, so outside.
    @Test(arguments: [(200.0, 135.0, "v"), (135.0, 200.0, "v"), (135.0, 135.0, "back"), (265.0, 265.0, "back"),
                      (200.0, 200.0, "v"), (200.0, 271.0, "back")])
    func rotatedViewIsHitInItsVisualShape(x: Double, y: Double, expected: String) throws {
        let h = try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "v", "frame": [150, 150, 100, 100], "transform": {"rotate": 45}}
        """)
        #expect(h.hitID(x, y) == expected)
    }

    /// Rule 2.4, scaling about the centre: ×2 makes v (150,150 100×100) cover 100…300, and the window point
    /// (110, 110), 90 pt from the centre on each axis, is local 50 − 45 = 5. ×0.5 shrinks it to 175…225.
    @Test func scaleAboutTheCenter() throws {
        let big = try Fixtures.window("{\"id\": \"v\", \"frame\": [150, 150, 100, 100], \"transform\": {\"scale\": 2}}")
        #expect(big.hitTestPoint(of: "v", 110, 110) == Point(x: 5, y: 5))
        #expect(big.hitID(110, 110) == "v")
        let small = try Fixtures.window("{\"id\": \"v\", \"frame\": [150, 150, 100, 100], \"transform\": {\"scale\": [0.5, 0.5]}}")
        #expect(small.hitID(170, 200) == "window")
        #expect(small.hitID(176, 200) == "v")
    }

    /// Rule 2.4: `T⁻¹` includes the translation. A translation by (50, 0), as shorthand or as a matrix, moves
    /// v (100,100 100×100) to 150…250: (120, 150) misses it and (220, 150) is local (70, 50).
    @Test(arguments: ["{\"translate\": [50, 0]}", "{\"a\": 1, \"b\": 0, \"c\": 0, \"d\": 1, \"tx\": 50, \"ty\": 0}", "[1, 0, 0, 1, 50, 0]"])
    func translationIsPartOfTheInverse(transform: String) throws {
        let h = try Fixtures.window("{\"id\": \"v\", \"frame\": [100, 100, 100, 100], \"transform\": \(transform)}")
        #expect(h.hitID(120, 150) == "window")
        #expect(h.hitTestPoint(of: "v", 220, 150) == Point(x: 70, y: 50))
    }

    /// Rule 2.4: the shorthand means scale, then rotate, then translate (in the superview's axes), as
    /// `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)` does. A 100×50 view at (200, 200),
    /// scaled ×2, turned 90° and moved 10 pt right covers x 160…260, y 100…300. Translating first (in the
    /// turned axes) would cover x 150…250 instead: (155, 200) tells the two apart.
    @Test func shorthandComposesScaleThenRotateThenTranslate() throws {
        let h = try Fixtures.window("""
        {"id": "v", "center": {"x": 200, "y": 200}, "bounds": {"x": 0, "y": 0, "width": 100, "height": 50},
         "transform": {"rotate": 90, "scale": 2, "translate": [10, 0]}}
        """)
        // (255, 290): minus centre and translation (45, 90); turned back (90, −45); halved (45, −22.5); + (50, 25).
        #expect(h.hitTestPoint(of: "v", 255, 290) == Point(x: 95, y: 2.5))
        #expect(h.hitID(255, 290) == "v")
        #expect(h.hitID(155, 200) == "window")
    }

    /// Rule 2.4: a singular transform (scale 0, or a matrix with determinant 0) has no inverse: no point maps
    /// into the view, so neither it nor its subviews can be hit, even at its centre; the window takes it.
    @Test(arguments: ["{\"scale\": 0}", "{\"scale\": [1, 0]}", "[1, 2, 2, 4, 0, 0]"])
    func singularTransformIsNeverHit(transform: String) throws {
        let h = try Fixtures.window("""
        {"id": "v", "frame": [100, 100, 100, 100], "transform": \(transform), "subviews": [{"id": "c", "frame": [0, 0, 100, 100]}]}
        """)
        #expect(h.hitID(150, 150) == "window")
        #expect(!h.order(150, 150).contains("c"))
    }

    /// Rules 2.4, 2.8 through two levels: a child of a turned parent is hit where the parent's rotation puts it.
    /// The parent (200×100 at (200, 200), +90°) has `c` at 0,0 20×20: local (10, 10) is (−90, −40) from the
    /// anchor, turned to (40, −90), so on screen (240, 110).
    @Test func conversionComposesThroughATransformedParent() throws {
        let h = try Fixtures.window("""
        {"id": "p", "center": {"x": 200, "y": 200}, "bounds": {"x": 0, "y": 0, "width": 200, "height": 100}, "transform": {"rotate": 90},
         "subviews": [{"id": "c", "frame": [0, 0, 20, 20]}]}
        """)
        #expect(h.hitID(240, 110) == "c")
        #expect(h.hitTestPoint(of: "c", 240, 110) == Point(x: 10, y: 10))
        // Where an unrotated c would be (100…120, 150…170) is inside p but not c.
        #expect(h.hitID(110, 160) == "window")
    }

    // MARK: Bounds origin (2.9)

    /// Rules 2.9, 5.1, 5.2: `contentOffset` is `bounds.origin`. The scroll view (0,100 400×200) is scrolled to
    /// y 300, so content rows at y 300…400 show at screen y 100…200. Screen (50, 150) is the scroll view's
    /// (50, 350) and row3's (50, 50); the scroll view does not keep the touch for itself (5.2).
    @Test(arguments: ["\"contentOffset\": {\"x\": 0, \"y\": 300}", "\"bounds\": {\"x\": 0, \"y\": 300, \"width\": 400, \"height\": 200}"])
    func contentOffsetShiftsTheSubviews(offset: String) throws {
        let h = try Fixtures.window("""
        {"id": "sv", "class": "UIScrollView", "frame": [0, 100, 400, 200], \(offset), "subviews": [
          {"id": "row0", "frame": [0, 0, 400, 100]}, {"id": "row3", "frame": [0, 300, 400, 100]}]}
        """)
        #expect(h.hitTestPoint(of: "sv", 50, 150) == Point(x: 50, y: 350))
        #expect(h.hitTestPoint(of: "row3", 50, 150) == Point(x: 50, y: 50))
        #expect(h.hitID(50, 150) == "row3")
        // row0 is scrolled out of view above: nothing at screen y 100…200 reaches it.
        #expect(h.hitID(50, 199) == "row3")
    }

    /// Rule 5.1: a negative offset (a 20 pt top inset at rest, offset (0, −20)) shows 20 pt of empty space above
    /// row0. Screen y 110 is sv's y −10: inside sv's bounds (−20…180) but above row0, so sv itself.
    @Test func negativeContentOffset() throws {
        let h = try Fixtures.window("""
        {"id": "sv", "class": "UITableView", "frame": [0, 100, 400, 200], "contentOffset": [0, -20],
         "subviews": [{"id": "row0", "frame": [0, 0, 400, 44]}]}
        """)
        #expect(h.hitID(50, 110) == "sv")
        #expect(h.hitID(50, 125) == "row0")
        #expect(h.hitTestPoint(of: "row0", 50, 125) == Point(x: 50, y: 5))
    }

    /// Rule 2.9: bounds origins add up through the levels. The outer view is scrolled by 100 and the inner by
    /// 50, so the screen point (10, 10) is outer's (10, 110) and inner's (10, 60), then leaf's (10, 10).
    @Test func nestedBoundsOriginsAccumulate() throws {
        let h = try Fixtures.window("""
        {"id": "outer", "frame": [0, 0, 400, 400], "bounds": [0, 100, 400, 400], "subviews": [
          {"id": "inner", "frame": [0, 100, 400, 200], "bounds": [0, 50, 400, 200], "subviews": [
            {"id": "leaf", "frame": [0, 50, 100, 100]}]}]}
        """)
        #expect(h.hitTestPoint(of: "inner", 10, 10) == Point(x: 10, y: 60))
        #expect(h.hitTestPoint(of: "leaf", 10, 10) == Point(x: 10, y: 10))
        #expect(h.hitID(10, 10) == "leaf")
    }
}
