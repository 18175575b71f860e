import Testing
@testable import HitTestKit
import TestSupport

/// Rule 7.3: a pass-through window returns nil when the answer is itself or its root view controller's view.
/// The root controller's view is the window's back-most controller view; a presented controller's view in
/// front of it is real content and keeps the touch.
@Suite struct WindowRootViewControllerTests {
    let json = """
        {"root": {"id": "w", "frame": [0, 0, 100, 100], "hitTest": "passThrough", "subviews": [
          {"id": "rootVCView", "frame": [0, 0, 100, 100], "viewController": "RootViewController"},
          {"id": "presentedView", "frame": [0, 50, 100, 50], "viewController": {"class": "SheetController", "presentedBy": "RootViewController"}}]}}
        """

    @Test func theBackMostControllerViewPassesTouchesThrough() throws {
        let h = try Fixtures.hierarchy(json)
        // (50, 20) lands on rootVCView only: the window turns that answer into nil (7.3).
        #expect(h.hitID(50, 20) == nil)
    }

    @Test func aPresentedControllerViewInFrontKeepsTheTouch() throws {
        let h = try Fixtures.hierarchy(json)
        // (50, 70) lands on presentedView, which is not the root controller's view: passed through unchanged.
        #expect(h.hitID(50, 70) == "presentedView")
    }
}
