import Testing
@testable import HitTestKit
import TestSupport

/// A scroll view over a cell and a button (rule book §5): the 0.15 s content-touch delay, the 10 pt
/// scroll hysteresis, `touchesShouldCancel(in:)` and the flags that change them.
@Suite struct ScrollViewDeliveryTests {
    /// `SV` (400×400, content 2000 tall) holds `Cell1` (400×100 at the top) holding a 80×40 `Btn` at (300, 30).
    static func scrollView(_ fields: String = "") throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "SV", "class": "UIScrollView", "frame": [0, 0, 400, 400], "contentSize": {"width": 400, "height": 2000}\(fields),
         "subviews": [{"id": "Cell1", "frame": [0, 0, 400, 100], "subviews": [{"id": "Btn", "class": "UIButton", "frame": [300, 30, 80, 40]}]}]}
        """)
    }

    static let holdThenDragOnCell = Touches.sequence([(0, "began", 100, 90), (0.3, "moved", 100, 70), (0.4, "moved", 100, 50), (0.5, "ended", 100, 50)])
    static let holdThenDragOnButton = Touches.sequence([(0, "began", 320, 65), (0.3, "moved", 320, 45), (0.4, "moved", 320, 25), (0.5, "ended", 320, 25)])
    static let fastDragOnCell = Touches.drag(from: (100, 90), to: (100, 10), duration: 0.1, steps: 4)
    static let fastDragOnButton = Touches.drag(from: (320, 65), to: (320, -15), duration: 0.1, steps: 4)

    /// 5.3 item 2: a quick tap still reaches the cell, late: the held touchesBegan goes out when the finger
    /// lifts, touchesEnded right after it.
    @Test func quickTapOnACell() throws {
        let h = try Self.scrollView()
        #expect(try h.timeline(Touches.tap(100, 50)) == [
            "0 Cell1 held touchesBegan", "80 SV.delay stateChanged failed", "80 SV.pan stateChanged failed",
            "80 Cell1 touchesBegan", "80 Cell1 touchesEnded",
        ])
        #expect(try h.cause(Touches.tap(100, 50), "Cell1", "held") == .heldByScrollDelay(view: h.v("Cell1"), scrollView: h.v("SV"), delay: 0.15))
    }

    /// The same for a button: touchDown and touchUpInside both at touch-up.
    @Test func quickTapOnAButton() throws {
        let h = try Self.scrollView()
        #expect(try h.timeline(Touches.tap(320, 50)) == [
            "0 Btn held touchesBegan", "80 SV.delay stateChanged failed", "80 SV.pan stateChanged failed",
            "80 Btn touchesBegan", "80 Btn controlEvent touchDown", "80 Btn touchesEnded", "80 Btn controlEvent touchUpInside",
            "80 Btn controlEvent primaryActionTriggered",
        ])
    }

    /// 5.3 item 3: a drag past 10 pt before 0.15 s scrolls, and the content never hears of the touch.
    @Test(arguments: [("Cell1", fastDragOnCell), ("Btn", fastDragOnButton)])
    func fastDragScrolls(view: String, drag: String) throws {
        let h = try Self.scrollView()
        #expect(try h.timeline(drag) == [
            "0 \(view) held touchesBegan",
            "25 SV.pan stateChanged began", "25 SV.delay stateChanged recognized", "25 \(view) discarded",
            "50 SV.pan stateChanged changed", "75 SV.pan stateChanged changed", "100 SV.pan stateChanged changed",
            "100 SV.pan stateChanged ended",
        ])
        let d = try h.delivery(drag)
        #expect(d.scrolls.map { "\($0.scrolled) \($0.by.y) \($0.contentOffset.y)" } == ["true 60.0 60.0"])
        #expect(d.actions.map(\.event) == ["scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewDidScroll",
                                           "scrollViewDidScroll", "scrollViewDidEndDragging"])
    }

    /// 5.3 item 1 + 5.5: held past 0.15 s the cell gets the touch; a later drag still scrolls and cancels it,
    /// because `touchesShouldCancel(in:)` says YES for a view that is not a control (5.6).
    @Test func holdThenDragOnACellScrolls() throws {
        let h = try Self.scrollView()
        #expect(try h.timeline(Self.holdThenDragOnCell) == [
            "0 Cell1 held touchesBegan", "150 SV.delay stateChanged failed", "150 Cell1 touchesBegan",
            "300 SV.pan stateChanged began", "300 Cell1 touchesCancelled",
            "400 SV.pan stateChanged changed", "500 SV.pan stateChanged ended",
        ])
        #expect(try h.delivery(Self.holdThenDragOnCell).scrolls.map(\.by.y) == [20])
    }

    /// 5.6: the same on a button does not scroll: UIScrollView's default `touchesShouldCancel(in:)` says NO
    /// for a UIControl, and the button keeps tracking to touchUpInside.
    @Test func holdThenDragOnAButtonDoesNotScroll() throws {
        let h = try Self.scrollView()
        #expect(try h.timeline(Self.holdThenDragOnButton) == [
            "0 Btn held touchesBegan", "150 SV.delay stateChanged failed", "150 Btn touchesBegan", "150 Btn controlEvent touchDown",
            "300 SV.pan stateChanged failed", "300 Btn touchesMoved", "300 Btn controlEvent touchDragInside",
            "400 Btn touchesMoved", "400 Btn controlEvent touchDragInside",
            "500 Btn touchesEnded", "500 Btn controlEvent touchUpInside", "500 Btn controlEvent primaryActionTriggered",
        ])
        #expect(try h.cause(Self.holdThenDragOnButton, "SV.pan", "failed")
                == .failed(recognizer: "SV.pan", .touchesShouldCancelNo(scrollView: h.v("SV"), content: h.v("Btn"), byDefault: true)))
        #expect(try h.delivery(Self.holdThenDragOnButton).scrolls.map(\.scrolled) == [false])
    }

    /// The usual fix (5.6): override `touchesShouldCancel(in:)` to say YES: the button is cancelled and it scrolls.
    @Test func touchesShouldCancelOverrideLetsItScroll() throws {
        let h = try Self.scrollView(#", "touchesShouldCancel": true"#)
        let d = try h.delivery(Self.holdThenDragOnButton)
        #expect(d.actions.map { "\($0.source).\($0.event)" } == [
            "Btn.touchDown", "SV.scrollViewWillBeginDragging", "Btn.touchCancel", "SV.scrollViewDidScroll", "SV.scrollViewDidEndDragging",
        ])
    }

    /// 5.5: with `canCancelContentTouches` NO, content that has the touch keeps it, even a plain cell.
    @Test func canCancelContentTouchesOff() throws {
        let h = try Self.scrollView(#", "canCancelContentTouches": false"#)
        let d = try h.delivery(Self.holdThenDragOnCell)
        #expect(d.scrolls.map(\.scrolled) == [false])
        #expect(d.timeline.filter { $0.target == "Cell1" }.map(\.event) == [.held, .touchesBegan, .touchesMoved, .touchesMoved, .touchesEnded])
    }

    /// 5.4: with `delaysContentTouches` NO the cell gets touchesBegan at once; there is no delay recognizer.
    @Test func delaysContentTouchesOff() throws {
        let h = try Self.scrollView(#", "delaysContentTouches": false"#)
        #expect(try h.timeline(Touches.tap(100, 50)) == ["0 Cell1 touchesBegan", "80 SV.pan stateChanged failed", "80 Cell1 touchesEnded"])
    }

    /// 5.7: with `scrollEnabled` NO there is no pan, no delay, and the result says why.
    @Test func scrollDisabled() throws {
        let h = try Self.scrollView(#", "scrollEnabled": false"#)
        let d = try h.delivery(Self.fastDragOnCell)
        #expect(d.timeline.first?.event == .touchesBegan)
        #expect(d.scrolls.isEmpty)
        #expect(d.recognizers.map(\.id) == ["SV.pan"])
        #expect(d.recognizers.first?.note == .scrollingDisabled(scrollView: h.v("SV")))
    }

    /// 5.3 item 1: `touchesShouldBegin` NO at the end of the delay: the cell gets nothing.
    @Test func touchesShouldBeginNo() throws {
        let h = try Self.scrollView(#", "touchesShouldBegin": false"#)
        #expect(try h.timeline(Touches.hold(100, 50, 0.3)) == [
            "0 Cell1 held touchesBegan", "150 SV.delay stateChanged recognized", "150 Cell1 discarded", "300 SV.pan stateChanged failed",
        ])
    }

    /// 5.3 item 4: moving sideways in a scroll view that only scrolls vertically sends the held touches early.
    @Test func sidewaysMovementReleasesTheHeldTouches() throws {
        let h = try Self.scrollView()
        let sideways = Touches.sequence([(0, "began", 100, 50), (0.05, "moved", 120, 50), (0.3, "ended", 120, 50)])
        #expect(try h.timeline(sideways) == [
            "0 Cell1 held touchesBegan", "50 SV.delay stateChanged failed", "50 Cell1 touchesBegan", "50 Cell1 touchesMoved",
            "300 SV.pan stateChanged failed", "300 Cell1 touchesEnded",
        ])
    }

    /// Without `contentSize` the content is what the subviews cover; content no taller than the scroll view
    /// does not scroll (bouncing is not modelled).
    @Test func contentThatFitsDoesNotScroll() throws {
        let h = try Fixtures.window(#"{"id": "SV", "class": "UIScrollView", "frame": [0, 0, 400, 400], "subviews": [{"id": "Cell1", "frame": [0, 0, 400, 100]}]}"#)
        #expect(try h.delivery(Self.fastDragOnCell).scrolls.map(\.scrolled) == [false])
    }
}

/// The built-in recognizers' ids (5.8) are reserved, generated ids step around them, and others may name them.
@Suite struct BuiltInRecognizerIDTests {
    @Test func aGeneratedPanOnAScrollViewDoesNotTakeTheBuiltInID() throws {
        let h = try Fixtures.window(#"{"id": "SV", "class": "UIScrollView", "frame": [0, 0, 400, 400], "gestureRecognizers": [{"type": "pan"}]}"#)
        #expect(h.extras(of: 1).gestureRecognizers.map(\.id) == ["SV.pan2"])
    }

    @Test func anExplicitBuiltInIDIsRejected() {
        #expect(throws: HierarchyError.self) {
            try Fixtures.window(#"{"id": "SV", "class": "UIScrollView", "frame": [0, 0, 400, 400], "gestureRecognizers": [{"id": "SV.pan", "type": "pan"}]}"#)
        }
    }

    /// `tap.require(toFail: scrollView.panGestureRecognizer)` (4.17): on a tap the pan fails when the finger
    /// lifts and the tap recognizes right after it; on a drag the pan begins and the tap fails.
    @Test func requireToFailMayNameTheBuiltInPan() throws {
        let h = try ScrollViewDeliveryTests.scrollView(#", "gestureRecognizers": [{"id": "tap", "type": "tap", "requireToFail": ["SV.pan"]}]"#)
        // A tap: the pan fails when the finger lifts, so the tap, waiting on it, recognizes right after.
        #expect(try h.actions(Touches.tap(100, 50)) == ["80 tap.recognized"])
        let d = try h.delivery(ScrollViewDeliveryTests.fastDragOnCell)
        #expect(d.recognizers.first { $0.id == "tap" }?.state == .failed)
    }
}
