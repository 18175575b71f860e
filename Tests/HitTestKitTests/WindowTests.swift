import Testing
@testable import HitTestKit
import TestSupport

/// Several windows (rules 6.1–6.3): only visible windows take part; they are asked front to back by
/// `windowLevel`, then by their place in the list; the first non-nil answer wins.
@Suite struct WindowTests {
    /// Windows given as (id, level, extra fields, frame), back to front as listed; each is a plain window with
    /// no subviews, so it answers itself for any point in its bounds.
    static func windows(_ list: [(String, Double, String, String)]) throws -> Hierarchy {
        let body = list.map { id, level, extra, frame in
            "{\"id\": \"\(id)\", \"frame\": \(frame), \"windowLevel\": \(level)\(extra.isEmpty ? "" : ", " + extra)}"
        }.joined(separator: ", ")
        return try Fixtures.hierarchy("{\"windows\": [\(body)]}")
    }

    static let full = "[0, 0, 400, 400]"

    /// Rule 6.1: a hidden window's hitTest is never called; the touch goes to the visible window behind it.
    @Test func hiddenWindowIsSkipped() throws {
        let h = try Self.windows([("a", 0, "", Self.full), ("b", 0, "\"hidden\": true", Self.full)])
        #expect(h.order(10, 10) == ["a"])
        #expect(h.hitID(10, 10) == "a")
    }

    /// Rule 6.1: with every window hidden, nothing is called and nothing takes the touch.
    @Test func allWindowsHiddenMeansNoCallsAtAll() throws {
        let h = try Self.windows([("a", 0, "\"hidden\": true", Self.full)])
        let t = h.trace(10, 10)
        #expect(t.steps.isEmpty)
        #expect(t.window == nil && t.hitView == nil)
    }

    /// Rule 6.2: a higher windowLevel is further forward whatever the list order: `alert` (2000) is listed first
    /// but asked first; `normal` (0) is never asked because alert takes the touch.
    @Test func higherLevelIsAskedFirst() throws {
        let h = try Self.windows([("alert", 2000, "", Self.full), ("normal", 0, "", Self.full), ("status", 1000, "", Self.full)])
        #expect(h.order(10, 10) == ["alert"])
        #expect(h.hitID(10, 10) == "alert")
    }

    /// Rule 6.2: when no window holds the point, each is asked once, front to back: by level, descending, and
    /// within a level the later in the list first. Each window here is 10×10 and the touch is at (50, 50).
    @Test func askingOrderIsLevelThenListPosition() throws {
        let small = "[0, 0, 10, 10]"
        let h = try Self.windows([("a0", 0, "", small), ("b1", 1, "", small), ("c0", 0, "", small),
                                  ("d-1", -1, "", small), ("e1", 1, "", small)])
        #expect(h.order(50, 50) == ["e1", "b1", "c0", "a0", "d-1"])
        #expect(h.windowsFrontToBack.map { h.id(Int($0)) } == ["e1", "b1", "c0", "a0", "d-1"])
        #expect(h.trace(50, 50).hitView == nil)
    }

    /// Rule 6.2: the first non-nil answer wins and windows further back are not asked. The front window `top`
    /// covers only y 0…100; at y 50 it takes the touch, at y 200 it says no and `bottom` is asked.
    @Test func firstWindowThatAnswersWins() throws {
        let h = try Self.windows([("bottom", 0, "", Self.full), ("top", 0, "", "[0, 0, 400, 100]")])
        #expect(h.order(10, 50) == ["top"])
        #expect(h.order(10, 200) == ["top", "bottom"])
        #expect(h.hitID(10, 200) == "bottom")
        #expect(h.trace(10, 200).window == h.index(of: "bottom")!)
    }

    /// Rule 6.2: the touch is converted into each window's coordinates. A window at (0, 300) receives the screen
    /// point (10, 310) as (10, 10), and its subview at its top-left takes it.
    @Test func screenPointIsConvertedIntoTheWindow() throws {
        let h = try Fixtures.hierarchy("""
        {"windows": [{"id": "w", "frame": [0, 300, 400, 100], "subviews": [{"id": "v", "frame": [0, 0, 20, 20]}]}]}
        """)
        #expect(h.hitTestPoint(of: "w", 10, 310) == Point(x: 10, y: 10))
        #expect(h.hitID(10, 310) == "v")
        #expect(h.trace(10, 10).window == nil)
    }

    /// Rule 6.3: a window does not override hitTest, so a visible window swallows touches in its bounds even when
    /// its root view is fully clear; the window behind, holding a button right there, is never asked.
    @Test func frontWindowWithAClearRootSwallowsTheTouch() throws {
        let h = try Fixtures.hierarchy("""
        {"windows": [
          {"id": "main", "frame": [0, 0, 400, 400], "subviews": [{"id": "button", "class": "UIButton", "frame": [0, 0, 400, 400]}]},
          {"id": "hud", "frame": [0, 0, 400, 400], "backgroundColor": "clear", "subviews": [
            {"id": "hudRoot", "frame": [0, 0, 400, 400], "viewController": "HUD", "backgroundColor": "clear"}]}]}
        """)
        #expect(h.hitID(200, 200) == "hudRoot")
        #expect(h.order(200, 200) == ["hud", "hudRoot"])
    }

    /// Rule 6.3: an empty window swallows too: it answers itself.
    @Test func emptyWindowAnswersItself() throws {
        let h = try Self.windows([("main", 0, "", Self.full), ("empty", 0, "", Self.full)])
        #expect(h.hitID(200, 200) == "empty")
        #expect(h.calls(200, 200) == ["hitTest empty", "pointInside empty YES", "return empty → empty (hitSelf)"])
    }

    /// Rules 6.1, 1.1: a window that is visible but not interactive is asked (its hitTest returns nil at once)
    /// and the touch goes on to the window behind.
    @Test func nonInteractiveWindowIsAskedAndPassesTheTouchOn() throws {
        let h = try Self.windows([("main", 0, "", Self.full), ("ghost", 1, "\"userInteractionEnabled\": false", Self.full)])
        #expect(h.calls(10, 10) == ["hitTest ghost", "return ghost → nil (userInteractionDisabled)",
                                    "hitTest main", "pointInside main YES", "return main → main (hitSelf)"])
    }

    /// Rule 7.3 without a root view controller: a pass-through window returns nil only when super's answer is
    /// the window itself; its subviews still catch touches.
    @Test func passThroughWindowWithoutAViewController() throws {
        let h = try Fixtures.hierarchy("""
        {"windows": [{"id": "main", "frame": [0, 0, 400, 400]},
          {"id": "overlay", "frame": [0, 0, 400, 400], "hitTest": "passThrough", "subviews": [{"id": "badge", "frame": [0, 0, 20, 20]}]}]}
        """)
        #expect(h.hitID(200, 200) == "main")
        #expect(h.order(200, 200) == ["overlay", "badge", "main"])
        #expect(h.hitID(10, 10) == "badge")
    }

    /// Rule 6.2: the depth in the trace restarts at 0 for each window.
    @Test func depthRestartsForEachWindow() throws {
        let h = try Self.windows([("main", 0, "", Self.full), ("ghost", 1, "\"hidden\": false, \"alpha\": 0", Self.full)])
        #expect(h.trace(10, 10).steps.map(\.depth).allSatisfy { $0 == 0 })
    }

    /// The single-window form `root` is a hierarchy of one window; its default class is UIWindow and its
    /// responder chain ends window → UIWindowScene → UIApplication → AppDelegate (RC.4, RC.5).
    @Test func rootIsASingleWindow() throws {
        let h = try Fixtures.hierarchy("{\"root\": {\"id\": \"w\", \"frame\": [0, 0, 100, 100]}}")
        #expect(h.windows.count == 1)
        #expect(h.views[0].className == "UIWindow")
        #expect(h.chain(10, 10) == ["w", "UIWindowScene", "UIApplication", "AppDelegate"])
    }
}
