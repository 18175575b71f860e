import Testing
@testable import HitTestKit
import TestSupport

/// Scroll-view properties that change what a touch does: insets (rule 5.10), bounces (5.11),
/// zoom (5.12) and paging (5.13). https://developer.apple.com/documentation/uikit/uiscrollview
@Suite struct ScrollViewPropertiesTests {
    static func list(_ fields: String, contentHeight: Double = 400) throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "list", "class": "UIScrollView", "frame": [0, 0, 300, 400], "contentSize": [300, \(contentHeight)] \(fields),
         "subviews": [{"id": "refresh", "frame": [0, -60, 300, 60]}, {"id": "row", "frame": [0, 0, 300, 44]}]}
        """)
    }

    /// 5.10: pull to refresh. With contentInset.top 60 the resting offset is (0, −60): the bounds origin is the
    /// offset (5.1), so the refresh view above the content is on screen and takes a tap at y 10.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    @Test func aNegativeOffsetShowsTheViewAboveTheContent() throws {
        let h = try Self.list(#", "contentInset": {"top": 60, "left": 0, "bottom": 0, "right": 0}, "contentOffset": [0, -60]"#)
        #expect(h.hitID(150, 10) == "refresh")
        #expect(h.hitID(150, 70) == "row")
    }

    /// 5.10: content exactly as tall as the scroll view does not scroll, but a top inset of 60 gives it a range
    /// of −60…0: a drag up from −60 scrolls to 0 and no further (bounces NO).
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    @Test func anInsetMakesRoomToScroll() throws {
        let flat = try Self.list(#", "bounces": false"#)
        let drag = Touches.drag(from: (150, 300), to: (150, 100), duration: 0.3, steps: 6)
        #expect(try flat.delivery(drag).scrolls.first?.scrolled != true)
        let inset = try Self.list(#", "bounces": false, "contentInset": [60, 0, 0, 0], "contentOffset": [0, -60]"#)
        let s = try #require(try inset.delivery(drag).scrolls.first)
        #expect(s.scrolled && s.contentOffset == Point(x: 0, y: 0))
    }

    /// 5.10: adjustedContentInset, when given, bounds the range instead of contentInset (the safe area added).
    @Test func theAdjustedInsetWins() throws {
        let h = try Self.list(#", "bounces": false, "contentInset": [0, 0, 0, 0], "adjustedContentInset": [100, 0, 0, 0], "contentOffset": [0, -100]"#)
        let s = try #require(try h.delivery(Touches.drag(from: (150, 300), to: (150, 100), duration: 0.3, steps: 6)).scrolls.first)
        #expect(s.contentOffset == Point(x: 0, y: 0))
    }

    /// 5.11: dragging a list down at its top: with bounces NO nothing moves; with bounces YES the content follows
    /// by the rubber band and springs back at the lift.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/bounces
    @Test func bouncesDecidesWhetherAPullPastTheEdgeMoves() throws {
        let pull = Touches.drag(from: (150, 100), to: (150, 300), duration: 0.3, steps: 6)
        let stiff = try Self.list(#", "bounces": false"#, contentHeight: 800)
        #expect(try stiff.delivery(pull).scrolls.first?.scrolled != true)
        let bouncy = try Self.list(#", "bounces": true"#, contentHeight: 800)
        let d = try bouncy.delivery(pull)
        let s = try #require(d.scrolls.first)
        #expect(s.scrolled && s.contentOffset.y < 0)
        #expect(d.timeline.contains { $0.cause == .cameToRest(scrollView: bouncy.v("list"), paging: false, contentOffset: Point(x: 0, y: 0)) })
    }

    /// 5.13: with paging, the content comes to rest on the nearest page.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled
    @Test func pagingRestsOnTheNearestPage() throws {
        let h = try Fixtures.window("""
        {"id": "pager", "class": "UIScrollView", "frame": [0, 0, 300, 400], "contentSize": [900, 400], "pagingEnabled": true}
        """)
        let d = try h.delivery(Touches.drag(from: (250, 200), to: (60, 200), duration: 0.3, steps: 6))
        #expect(d.timeline.contains { $0.cause == .cameToRest(scrollView: h.v("pager"), paging: true, contentOffset: Point(x: 300, y: 0)) })
    }

    /// 5.12: the view for zooming has the zoom as its transform, applied about its anchor point: at zoomScale 2
    /// a 10×10 subview at (50, 50) of a 100×100 zoom view centred at (50, 50) covers screen 50…70 on each axis
    /// (the zoom view's centre is as given: give it where UIKit reports it after zooming).
    /// https://developer.apple.com/documentation/uikit/uiscrollview/zoomscale
    @Test func theZoomedViewIsHitAtItsZoomedPlace() throws {
        let h = try Fixtures.window("""
        {"id": "zoomer", "class": "UIScrollView", "frame": [0, 0, 300, 300], "zoomScale": 2, "viewForZooming": "photo",
         "subviews": [{"id": "photo", "frame": [0, 0, 100, 100], "subviews": [{"id": "face", "frame": [50, 50, 10, 10]}]}]}
        """)
        #expect(h.hitID(65, 65) == "face")
        #expect(h.hitID(45, 45) == "photo")
        #expect(h.hitID(110, 110) == "photo")
        #expect(h.extras(of: 2).transform == .scale(2, 2))
        // The normalized form posts back to the same hierarchy.
        let again = try HierarchyDecoder.decode(json: NormalizedJSON.render(h, id: "h"))
        #expect(again.hitID(65, 65) == "face")
    }

    /// Validation: the fields belong to scroll views; zoomScale needs its view, which must be a subview.
    @Test(arguments: [(#"{"id": "v", "frame": [0, 0, 10, 10], "bounces": false}"#, "applies to UIScrollView subclasses only"),
                      (#"{"id": "v", "class": "UIScrollView", "frame": [0, 0, 10, 10], "zoomScale": 2}"#, "name it with"),
                      (#"{"id": "v", "class": "UIScrollView", "frame": [0, 0, 10, 10], "zoomScale": 0, "viewForZooming": "x"}"#, "greater than 0"),
                      (#"{"id": "v", "class": "UIScrollView", "frame": [0, 0, 10, 10], "zoomScale": 2, "viewForZooming": "w"}"#, "not a subview")])
    func scrollFieldsAreChecked(view: String, message: String) throws {
        let e = try #require(Fixtures.failure(#"{"root": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [\#(view)]}}"#))
        #expect(e.issues.contains { $0.message.contains(message) })
    }
}
