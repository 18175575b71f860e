import Testing
@testable import HitTestKit
import TestSupport

/// Sliders: where the thumb is (rule 4.20) and what a drag on one does inside a horizontal scroll
/// view (4.21). https://developer.apple.com/documentation/uikit/uislider,
/// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:),
/// https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches
@Suite struct SliderInScrollViewTests {
    /// A 200-pt slider at (100, 100) in a card with a pan; `value` places the thumb.
    static func card(_ slider: String) throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "card", "frame": [0, 0, 400, 400], "gestureRecognizers": [{"id": "cardPan", "type": "pan"}],
         "subviews": [{"id": "S", "class": "UISlider", "frame": [100, 100, 200, 40] \(slider)}]}
        """)
    }

    static let drag = Touches.drag(from: (150, 120), to: (250, 120), duration: 0.2, steps: 4)

    /// 4.20: a drag that starts on the track but off the thumb is not vetoed: the card's pan takes it.
    @Test func aPanOffTheThumbIsNotVetoed() throws {
        let h = try Self.card(#", "value": 0.9"#)  // thumb at x 152…183 of the slider; the drag starts at 50
        #expect(try h.delivery(Self.drag).recognizers.first { $0.id == "cardPan" }?.state == .ended)
    }

    /// 4.20: with the default value (0) the thumb sits at the left end: x 0…31.
    @Test(arguments: [(110.0, true), (140.0, false)])
    func theDefaultThumbIsAtTheLeftEnd(x: Double, vetoed: Bool) throws {
        let h = try Self.card("")
        let d = try h.delivery(Touches.drag(from: (x, 120), to: (x + 100, 120), duration: 0.2, steps: 4))
        #expect((d.recognizers.first { $0.id == "cardPan" }?.state == .failed) == vetoed)
    }

    /// 4.20: a thumbRect given in the slider's bounds wins over the value.
    @Test func aThumbRectIsUsedAsGiven() throws {
        let h = try Self.card(#", "value": 0, "thumbRect": [40, 5, 30, 30]"#)
        #expect(try h.delivery(Self.drag).recognizers.first { $0.id == "cardPan" }?.state == .failed)
    }

    /// A horizontal scroll view (content twice as wide) holding a slider whose thumb is under (150, 120).
    static func scroller() throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "scroller", "class": "UIScrollView", "frame": [0, 0, 400, 400], "contentSize": [800, 400], "subviews": [
          {"id": "S", "class": "UISlider", "frame": [100, 100, 200, 40], "value": 0.2}]}
        """)
    }

    /// 4.21: a quick drag on the thumb (moving past 10 pt within the 0.15 s content-touch delay) scrolls the
    /// scroll view; the slider never hears of the touch.
    @Test func aQuickDragOnTheThumbScrolls() throws {
        let h = try Self.scroller()
        let d = try h.delivery(Touches.drag(from: (150, 120), to: (50, 120), duration: 0.1, steps: 5))
        #expect(d.scrolls.first?.scrolled == true)
        #expect(!d.actions.contains { $0.source == "S" })
        #expect(d.timeline.contains { $0.target == "S" && $0.event == .discarded })
    }

    /// 4.21: holding still on the thumb for the 0.15 s delay first, then dragging: the slider tracks, and the
    /// scroll view's pan is refused (touchesShouldCancel(in:) is NO for a UIControl, 5.6).
    @Test func aHoldThenDragTracksTheSlider() throws {
        let h = try Self.scroller()
        let seq = Touches.sequence([(0, "began", 150, 120), (0.2, "moved", 130, 120), (0.25, "moved", 100, 120),
                                    (0.3, "moved", 60, 120), (0.35, "ended", 60, 120)])
        let d = try h.delivery(seq)
        #expect(d.scrolls.first?.scrolled != true)
        #expect(d.actions.contains { $0.source == "S" && $0.event == "touchDown" })
        #expect(d.actions.contains { $0.source == "S" && $0.event == "touchDragInside" })
    }

    /// Validation: the slider fields belong to sliders, and the value lies in its range.
    @Test(arguments: [(#"{"id": "v", "frame": [0, 0, 10, 10], "value": 1}"#, "applies to UISlider or UIStepper only"),
                      (#"{"id": "v", "class": "UISlider", "frame": [0, 0, 10, 10], "value": 2}"#, "must lie between"),
                      (#"{"id": "v", "class": "UISlider", "frame": [0, 0, 10, 10], "minimumValue": 5, "maximumValue": 1}"#, "must not be less")])
    func sliderFieldsAreChecked(view: String, message: String) throws {
        let e = try #require(Fixtures.failure(#"{"root": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [\#(view)]}}"#))
        #expect(e.issues.contains { $0.message.contains(message) })
    }
}
