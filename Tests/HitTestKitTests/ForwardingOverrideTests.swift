import Testing
@testable import HitTestKit
import TestSupport

/// The `hitTest` overrides that answer with another view or with themselves (rule 7.5 `forwardTo` and
/// `forwardSelfTo`, `none`, `selfOnly`), and the pass-through window (7.3).
@Suite struct ForwardingOverrideTests {
    /// The paging scroll view "peek" (7.5): `clip` (0,100 400×200) holds the narrower paging scroll view `sv`
    /// (100,0 200×200 in clip, so x 100…300 on screen), which holds `page` (0,0 200×200).
    static func peek(_ override: String) throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "clip", "frame": [0, 100, 400, 200], "hitTest": \(override), "subviews": [
          {"id": "sv", "class": "UIScrollView", "frame": [100, 0, 200, 200], "subviews": [
            {"id": "page", "frame": [0, 0, 200, 200]}]}]}
        """)
    }

    /// Rule 7.5 classic: clip checks nothing but its own pointInside and returns the scroll view. (50, 150) is in
    /// the peek area left of sv; sv becomes the hit-test view without containing the point, and its hitTest is
    /// never called.
    @Test func forwardToReturnsTheTargetFromThePeekArea() throws {
        let h = try Self.peek("{\"forwardTo\": \"sv\"}")
        #expect(h.calls(50, 150) == [
            "hitTest window", "pointInside window YES",
            "hitTest clip", "pointInside clip YES", "return clip → sv (override)",
            "return window → sv (hitDescendant)",
        ])
        // Rule 7.5: the responder chain starts at the returned view.
        #expect(h.chain(50, 150).prefix(3) == ["sv", "clip", "window"])
    }

    /// Rule 7.5 classic: pages cannot be tapped, because the scroll view is always returned.
    @Test func forwardToHidesThePages() throws {
        let h = try Self.peek("{\"forwardTo\": \"sv\"}")
        #expect(h.hitID(200, 150) == "sv")
        #expect(!h.order(200, 150).contains("page"))
    }

    /// Rule 7.5 classic, outside clip's bounds: its pointInside says NO and it returns nil.
    @Test func forwardToOutsideReturnsNil() throws {
        let h = try Self.peek("{\"forwardTo\": \"sv\"}")
        #expect(h.calls(50, 350) == [
            "hitTest window", "pointInside window YES",
            "hitTest clip", "pointInside clip NO", "return clip → nil (outsideBounds)",
            "return window → window (hitSelf)",
        ])
    }

    /// Rules 7.5, 7.6: the classic form does not call super, so the hidden / interaction / alpha checks are not
    /// made for it: even a hidden clip forwards.
    @Test func forwardToSkipsTheBuiltInChecks() throws {
        let h = try Self.peek("{\"forwardTo\": \"sv\"}, \"hidden\": true, \"alpha\": 0")
        #expect(h.hitID(50, 150) == "sv")
        #expect(h.calls(50, 150)[2...4] == ["hitTest clip", "pointInside clip YES", "return clip → sv (override)"])
    }

    /// Rule 7.5 refined: super runs; when its answer is clip itself (the peek area), the scroll view is returned
    /// instead; anything else passes unchanged, so pages stay tappable.
    @Test func forwardSelfToKeepsThePagesTappable() throws {
        let h = try Self.peek("{\"forwardSelfTo\": \"sv\"}")
        #expect(h.calls(50, 150) == [
            "hitTest window", "pointInside window YES",
            "hitTest clip", "pointInside clip YES",
            "hitTest sv", "pointInside sv NO", "return sv → nil (outsideBounds)",
            "return clip → sv (override)",
            "return window → sv (hitDescendant)",
        ])
        // (200, 150) is sv's (100, 50) and page's (100, 50).
        #expect(h.hitID(200, 150) == "page")
        #expect(h.calls(200, 150).suffix(3) == ["return sv → page (hitDescendant)", "return clip → page (hitDescendant)",
                                                "return window → page (hitDescendant)"])
    }

    /// Rule 7.5 refined calls super, so it does make the built-in checks: a hidden clip forwards nothing.
    @Test func forwardSelfToKeepsTheBuiltInChecks() throws {
        let h = try Fixtures.window("""
        {"id": "clip", "frame": [0, 100, 400, 200], "hidden": true, "hitTest": {"forwardSelfTo": "sv"}, "subviews": [
          {"id": "sv", "class": "UIScrollView", "frame": [100, 0, 200, 200]}]}
        """)
        #expect(h.hitID(50, 150) == "window")
    }

    /// `none`: returns nil without asking anything, so the view and its subtree are invisible to touches and the
    /// sibling behind takes the touch.
    @Test func noneHidesTheSubtreeWithoutAnyCall() throws {
        let h = try Fixtures.window("""
        {"id": "back", "frame": [0, 0, 400, 400]},
        {"id": "v", "frame": [0, 0, 200, 200], "hitTest": "none", "subviews": [{"id": "c", "frame": [0, 0, 200, 200]}]}
        """)
        #expect(h.calls(50, 50) == [
            "hitTest window", "pointInside window YES",
            "hitTest v", "return v → nil (override)",
            "hitTest back", "pointInside back YES", "return back → back (hitSelf)",
            "return window → back (hitDescendant)",
        ])
    }

    /// `selfOnly`: the checks and pointInside, then the view itself, without asking its subviews.
    @Test func selfOnlyNeverAsksItsSubviews() throws {
        let h = try Fixtures.window("""
        {"id": "v", "frame": [0, 0, 200, 200], "hitTest": "selfOnly", "subviews": [{"id": "c", "frame": [0, 0, 200, 200]}]}
        """)
        #expect(h.calls(50, 50) == [
            "hitTest window", "pointInside window YES",
            "hitTest v", "pointInside v YES", "return v → v (override)",
            "return window → v (hitDescendant)",
        ])
        // Outside its bounds it is nil like any view.
        #expect(h.calls(300, 300).suffix(3) == ["pointInside v NO", "return v → nil (outsideBounds)", "return window → window (hitSelf)"])
    }

    /// `selfOnly` keeps the built-in checks: a hidden or non-interactive selfOnly view returns nil at once.
    @Test(arguments: [("\"hidden\": true", "hidden"), ("\"userInteractionEnabled\": false", "userInteractionDisabled")])
    func selfOnlyKeepsTheChecks(field: String, reason: String) throws {
        let h = try Fixtures.window("{\"id\": \"v\", \"frame\": [0, 0, 200, 200], \"hitTest\": \"selfOnly\", \(field)}")
        #expect(h.calls(50, 50) == ["hitTest window", "pointInside window YES", "hitTest v",
                                    "return v → nil (\(reason))", "return window → window (hitSelf)"])
    }

    // MARK: 7.3 and 6.3: windows

    /// `main` (level 0) has a button; `overlay` (level 1, in front) has a root view controller's view that fills
    /// it and a banner at the top (0,0 400×50).
    static func windows(overlayHitTest: String) throws -> Hierarchy {
        try Fixtures.hierarchy("""
        {"windows": [
          {"id": "main", "frame": [0, 0, 400, 400], "subviews": [
            {"id": "mainRoot", "frame": [0, 0, 400, 400], "viewController": "MainVC", "subviews": [
              {"id": "button", "class": "UIButton", "frame": [100, 100, 200, 200]}]}]},
          {"id": "overlay", "frame": [0, 0, 400, 400], "windowLevel": 1, "hitTest": \(overlayHitTest), "subviews": [
            {"id": "overlayRoot", "frame": [0, 0, 400, 400], "viewController": "OverlayVC", "subviews": [
              {"id": "banner", "frame": [0, 0, 400, 50]}]}]}]}
        """)
    }

    /// Rule 7.3: the pass-through window returns nil when super's answer is itself or its root view controller's
    /// view, so (200, 200) reaches the main window's button; the banner still catches touches.
    @Test func passThroughWindowLetsTouchesReachTheWindowBehind() throws {
        let h = try Self.windows(overlayHitTest: "\"passThrough\"")
        #expect(h.calls(200, 200) == [
            "hitTest overlay", "pointInside overlay YES",
            "hitTest overlayRoot", "pointInside overlayRoot YES",
            "hitTest banner", "pointInside banner NO", "return banner → nil (outsideBounds)",
            "return overlayRoot → overlayRoot (hitSelf)",
            "return overlay → nil (override)",
            "hitTest main", "pointInside main YES",
            "hitTest mainRoot", "pointInside mainRoot YES",
            "hitTest button", "pointInside button YES", "return button → button (hitSelf)",
            "return mainRoot → button (hitDescendant)", "return main → button (hitDescendant)",
        ])
        #expect(h.trace(200, 200).window == h.index(of: "main")!)
        #expect(h.hitID(200, 20) == "banner")
    }

    /// Rule 6.3: without the override, the front window swallows the touch on its clear root view.
    @Test func defaultWindowSwallowsTouchesOnItsRootView() throws {
        let h = try Self.windows(overlayHitTest: "\"default\"")
        #expect(h.hitID(200, 200) == "overlayRoot")
        #expect(!h.order(200, 200).contains("main"))
    }

    /// Rule 6.3: a pass-through root view alone is not enough; the window itself then answers and swallows.
    @Test func passThroughRootViewAloneIsNotEnough() throws {
        let h = try Fixtures.hierarchy("""
        {"windows": [
          {"id": "main", "frame": [0, 0, 400, 400]},
          {"id": "overlay", "frame": [0, 0, 400, 400], "subviews": [
            {"id": "overlayRoot", "frame": [0, 0, 400, 400], "viewController": "VC", "hitTest": "passThrough"}]}]}
        """)
        #expect(h.hitID(200, 200) == "overlay")
        #expect(h.order(200, 200) == ["overlay", "overlayRoot"])
    }
}
