import Testing
@testable import HitTestKit
import TestSupport

/// Where to tap (`Hierarchy.tapPoint`) and a tap's coordinates checked for agents' usual mistakes
/// (`Hierarchy.checkCoordinates`), against the engine's own hit test.
@Suite struct TapPointTests {
    /// An L-shaped visible area: the button's lower-left part is covered by a later sibling. The bounding box's
    /// centre is covered; the largest rectangle's centre is not.
    static let lShape = """
    {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 200, 200], "subviews": [
      {"id": "button", "class": "UIButton", "frame": [0, 0, 100, 100]},
      {"id": "cover", "class": "UIView", "frame": [0, 30, 70, 70]}
    ]}}
    """

    func map(_ h: Hierarchy) throws -> HitMap {
        HitMap(h, plan: HitMapPlan.coarsened(h, region: try #require(h.screenRegion), step: 1))
    }

    @Test func theCentreOfTheLargestReceivingRectangleHitsTheView() throws {
        let h = try Fixtures.hierarchy(Self.lShape)
        let button = try #require(h.index(of: "button"))
        let tap = h.tapPoint(for: button, map: try map(h))
        let p = try #require(tap.point)
        #expect(h.hitID(p.x, p.y) == "button")
        #expect(h.hitID(50, 50) == "cover")  // the bounding box's centre would not do
        // 100×30 across the top beats 30×100 down the right only by position; both are 3000 pt².
        #expect(tap.area.map { $0.width * $0.height } == 3000)
        #expect(tap.receivingArea == 100 * 100 - 70 * 70)
    }

    @Test func aViewNoPointReachesHasNoPointButAVisibleCentre() throws {
        let h = try Fixtures.hierarchy("""
        {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 200, 200], "subviews": [
          {"id": "button", "class": "UIButton", "frame": [10, 10, 50, 50]},
          {"id": "cover", "class": "UIView", "frame": [0, 0, 200, 200]}
        ]}}
        """)
        let tap = h.tapPoint(for: try #require(h.index(of: "button")), map: try map(h))
        #expect(tap.point == nil && tap.area == nil && tap.receivingArea == 0)
        #expect(tap.visibleCentre == Point(x: 35, y: 35))
    }

    @Test func aLabelInsideAButtonReachesTheButton() throws {
        let h = try Fixtures.hierarchy("""
        {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 200, 200], "subviews": [
          {"id": "button", "class": "UIButton", "frame": [0, 0, 100, 40], "subviews": [
            {"id": "title", "class": "UILabel", "frame": [10, 10, 80, 20], "userInteractionEnabled": true}
          ]}
        ]}}
        """)
        let button = try #require(h.index(of: "button")), title = try #require(h.index(of: "title"))
        #expect(h.reaches(title, button))
        #expect(h.tapPoint(for: button, map: try map(h)).receivingArea == 100 * 40)
    }

    @Test func pixelsAndLandscapeReadingsOfAPointOffTheScreen() throws {
        let h = try Fixtures.hierarchy("""
        {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 300, 600], "subviews": [
          {"id": "background", "class": "UIView", "frame": [0, 0, 300, 600], "subviews": [
            {"id": "button", "class": "UIButton", "frame": [20, 40, 100, 50]}
          ]}
        ]}}
        """)
        #expect(h.checkCoordinates(Point(x: 50, y: 60)).problem == nil)
        // The button's (100, 70) in pixels of a 3× screen: (300, 210), just off the 300 pt wide screen.
        let pixels = h.checkCoordinates(Point(x: 300, y: 210))
        #expect(pixels.problem == .outsideScreen)
        let byKind = Dictionary(uniqueKeysWithValues: pixels.readings.map { ($0.kind, $0) })
        #expect(byKind[.pixelsAt3x]?.point == Point(x: 100, y: 70))
        #expect(byKind[.pixelsAt3x]?.receiver.map { h.id($0) } == "button")
        #expect(byKind[.pixelsAt2x]?.point == Point(x: 150, y: 105))
        #expect(byKind[.pixelsAt2x]?.hitView.map { h.id($0) } == "background")
        #expect(byKind[.pixelsAt2x]?.receiver == nil)
        // A landscape point (600 wide, 300 high) turned back: clockwise (300 − y, x), counter-clockwise (y, 600 − x).
        let landscape = h.checkCoordinates(Point(x: 545, y: 250))
        #expect(landscape.problem == .outsideScreen)
        let turned = Dictionary(uniqueKeysWithValues: landscape.readings.map { ($0.kind, $0) })
        #expect(turned[.rotatedClockwise]?.point == Point(x: 50, y: 545))
        #expect(turned[.rotatedCounterclockwise]?.point == Point(x: 250, y: 55))
        #expect(turned[.rotatedCounterclockwise]?.receiver.map { h.id($0) } == nil)
        #expect(turned[.rotatedClockwise].map { h.hitID($0.point.x, $0.point.y) } == "background")
    }

    @Test func aBackgroundThatFillsTheScreenIsNothingUseful() throws {
        let h = try Fixtures.hierarchy("""
        {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 300, 600], "subviews": [
          {"id": "background", "class": "UIView", "frame": [0, 0, 300, 600], "subviews": [
            {"id": "button", "class": "UIButton", "frame": [20, 40, 100, 50]},
            {"id": "card", "class": "UIView", "frame": [0, 200, 300, 100]}
          ]}
        ]}}
        """)
        // The button's (60, 60) given in pixels of a 2× screen: on screen, but on the background.
        let c = h.checkCoordinates(Point(x: 120, y: 120))
        #expect(c.problem == .nothingUseful)
        let half = try #require(c.readings.first { $0.kind == .pixelsAt2x })
        #expect(half.receiver.map { h.id($0) } == "button")
        // A plain view smaller than the screen is not flagged: a dump does not say whether it has recognizers.
        #expect(h.checkCoordinates(Point(x: 150, y: 250)).problem == nil)
    }
}
