import Testing
@testable import HitTestKit
import TestSupport

/// Controls under a parent's recognizers (rules 4.11, 4.18, 4.19) and their control events (3.4).
@Suite struct ControlDeliveryTests {
    /// A card with a tap recognizer `cardTap` holding a 100×44 control `Btn` at (40, 120) on screen.
    static func card(button: String, recognizer: String = #"{"id": "cardTap", "type": "tap"}"#) throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "card", "frame": [20, 100, 335, 200], "gestureRecognizers": [\(recognizer)],
         "subviews": [{"id": "Btn", \(button), "frame": [20, 20, 100, 44]}]}
        """)
    }

    /// 4.19: a `UIButton` vetoes a foreign single tap, so the card's tap fails and the button fires.
    @Test func aButtonBeatsItsParentsTap() throws {
        let h = try Self.card(button: #""class": "UIButton""#)
        #expect(try h.timeline(Touches.tap(60, 140)) == [
            "0 Btn touchesBegan", "0 Btn controlEvent touchDown",
            "80 cardTap stateChanged failed",
            "80 Btn touchesEnded", "80 Btn controlEvent touchUpInside", "80 Btn controlEvent primaryActionTriggered",
        ])
        #expect(try h.actions(Touches.tap(60, 140)) == ["0 Btn.touchDown", "80 Btn.touchUpInside", "80 Btn.primaryActionTriggered"])
        #expect(try h.cause(Touches.tap(60, 140), "cardTap", "failed") == .failed(recognizer: "cardTap", .controlVetoesTap(control: h.v("Btn"), part: nil)))
    }

    /// 4.19 table: a plain `UIControl` subclass does not veto, so the parent's tap wins and the control gets
    /// touchCancel, after the recognizer's action (4.11, the order devices log).
    @Test func aPlainControlLosesToItsParentsTap() throws {
        let h = try Self.card(button: #""class": "RatingControl", "base": "UIControl""#)
        #expect(try h.timeline(Touches.tap(60, 140)) == [
            "0 Btn touchesBegan", "0 Btn controlEvent touchDown",
            "80 cardTap stateChanged recognized",
            "80 Btn touchesCancelled", "80 Btn controlEvent touchCancel",
        ])
        #expect(try h.actions(Touches.tap(60, 140)) == ["0 Btn.touchDown", "80 cardTap.recognized", "80 Btn.touchCancel"])
    }

    /// 4.18 step 3 is asked only when the recognizer would cancel touches: with `cancelsTouchesInView` NO both
    /// fire, for a button and for a plain control alike ([OBS sunuo] in the 4.19 table).
    @Test(arguments: [#""class": "UIButton""#, #""class": "RatingControl", "base": "UIControl""#])
    func withoutCancellingBothFire(button: String) throws {
        let h = try Self.card(button: button, recognizer: #"{"id": "cardTap", "type": "tap", "cancelsTouchesInView": false}"#)
        #expect(try h.timeline(Touches.tap(60, 140)) == [
            "0 Btn touchesBegan", "0 Btn controlEvent touchDown",
            "80 cardTap stateChanged recognized",
            "80 Btn touchesEnded", "80 Btn controlEvent touchUpInside",
        ] + (button.contains("UIButton") ? ["80 Btn controlEvent primaryActionTriggered"] : []))
        #expect(try h.actions(Touches.tap(60, 140)) == ["0 Btn.touchDown", "80 cardTap.recognized", "80 Btn.touchUpInside"]
                + (button.contains("UIButton") ? ["80 Btn.primaryActionTriggered"] : []))
    }

    /// 3.1: a disabled button passes the touch through, so the card is the hit-test view and its tap wins;
    /// nobody handles the card's touches, which go up the responder chain (4.14).
    @Test func aDisabledButtonOnATappableCard() throws {
        let h = try Self.card(button: #""class": "UIButton", "enabled": false"#)
        let d = try h.delivery(Touches.tap(60, 140))
        #expect(try h.timeline(Touches.tap(60, 140)) == [
            "0 card touchesBegan", "80 cardTap stateChanged recognized", "80 card touchesCancelled",
        ])
        #expect(d.actions.map(\.event) == ["recognized"])
        #expect(d.timeline.first?.receivedBy == "AppDelegate")
    }

    /// 4.19, last row: a button does not veto a pan; the card's pan takes the touch and the button is cancelled.
    @Test func aParentsPanTakesTheTouchFromAButton() throws {
        let h = try Self.card(button: #""class": "UIButton""#, recognizer: #"{"id": "cardPan", "type": "pan"}"#)
        let drag = Touches.drag(from: (60, 140), to: (60, 200), duration: 0.2, steps: 4)
        #expect(try h.timeline(drag) == [
            "0 Btn touchesBegan", "0 Btn controlEvent touchDown",
            "50 cardPan stateChanged began", "50 Btn touchesCancelled", "50 Btn controlEvent touchCancel",
            "100 cardPan stateChanged changed", "150 cardPan stateChanged changed", "200 cardPan stateChanged changed",
            "200 cardPan stateChanged ended",
        ])
    }

    /// 4.19: a recognizer on the control itself is not foreign: it gets the touch first and wins.
    @Test func aButtonsOwnTapWins() throws {
        let h = try Fixtures.window(#"{"id": "Btn", "class": "UIButton", "frame": [0, 0, 100, 44], "gestureRecognizers": [{"id": "own", "type": "tap"}]}"#)
        #expect(try h.actions(Touches.tap(10, 10)) == ["0 Btn.touchDown", "80 own.recognized", "80 Btn.touchCancel"])
    }

    /// 3.4: dragging out beyond the "mostly inside" margin (about 70 pt, unverified) sends touchDragExit and a
    /// touchUpOutside; 110 pt below a 44-pt button's top is still inside it, 200 pt is not.
    @Test func draggingOffAButton() throws {
        let h = try Fixtures.window(#"{"id": "Btn", "class": "UIButton", "frame": [100, 100, 100, 44]}"#)
        #expect(try h.timeline(Touches.drag(from: (150, 120), to: (150, 300), duration: 0.2, steps: 2)) == [
            "0 Btn touchesBegan", "0 Btn controlEvent touchDown",
            "100 Btn touchesMoved", "100 Btn controlEvent touchDragInside",
            "200 Btn touchesMoved", "200 Btn controlEvent touchDragExit", "200 Btn controlEvent touchDragOutside",
            "200 Btn touchesEnded", "200 Btn controlEvent touchUpOutside",
        ])
    }

    /// 3.4: the second tap of a double tap is `tapCount` 2: touchDown and touchDownRepeat.
    @Test func aDoubleTapOnAButtonRepeats() throws {
        let h = try Fixtures.window(#"{"id": "Btn", "class": "UIButton", "frame": [0, 0, 100, 44]}"#)
        #expect(try h.actions(Touches.doubleTap(10, 10)) == [
            "0 Btn.touchDown", "80 Btn.touchUpInside", "80 Btn.primaryActionTriggered",
            "230 Btn.touchDown", "230 Btn.touchDownRepeat", "310 Btn.touchUpInside", "310 Btn.primaryActionTriggered",
        ])
    }

    /// RC.6 / 3.9: a touch on an interactive subview of a button travels up the responder chain past the
    /// button, which does not track it (it tracks only touches whose view is itself) and sends no control
    /// event; the veto is only the hit-test view's to give, so the card's tap is not vetoed here either.
    /// https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:)
    @Test func aButtonDoesNotTrackATouchOfItsSubview() throws {
        let h = try Self.card(button: #""class": "UIButton", "subviews": [{"id": "badge", "frame": [0, 0, 20, 20]}]"#,
                              recognizer: #"{"id": "cardTap", "type": "tap", "cancelsTouchesInView": false}"#)
        let d = try h.delivery(Touches.tap(45, 125))
        #expect(d.touches.first?.view.map { h.id($0) } == "badge")
        #expect(d.timeline.first?.receivedBy == "AppDelegate")
        #expect(d.timeline.first?.cause == .delivered(.hitTestView(h.v("badge")), route: PhaseRoute(
            view: h.v("badge"), receiver: .chainEnd("AppDelegate"), passedControls: [h.v("Btn")])))
        #expect(d.actions.map { "\($0.source).\($0.event)" } == ["cardTap.recognized"])
    }
}

/// The other controls of 4.19's table.
@Suite struct ControlVetoTableTests {
    static func card(_ control: String, _ recognizer: String) throws -> Hierarchy {
        try Fixtures.window("""
        {"id": "card", "frame": [0, 0, 400, 400], "gestureRecognizers": [\(recognizer)],
         "subviews": [{"id": "C", \(control), "frame": [100, 100, 200, 40]}]}
        """)
    }

    static let drag = Touches.drag(from: (150, 120), to: (250, 120), duration: 0.2, steps: 4)

    /// 4.19: UISwitch, UIStepper, UISegmentedControl and UIPageControl veto a foreign single tap like UIButton.
    @Test(arguments: ["UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"])
    func theyVetoAForeignSingleTap(cls: String) throws {
        let h = try Self.card(#""class": "\#(cls)""#, #"{"id": "cardTap", "type": "tap"}"#)
        // A switch also toggles (3.13); the stepper's finger is on its − at the minimum, and the segmented control
        // has no segments, so neither changes a value.
        #expect(try h.actions(Touches.tap(150, 120)) == ["0 C.touchDown"] + (cls == "UISwitch" ? ["80 C.valueChanged"] : []) + ["80 C.touchUpInside"])
    }

    /// 4.19, last row: a double-tap is not a single tap; the button lets it have the touch (and is cancelled).
    @Test func aButtonDoesNotVetoADoubleTap() throws {
        let h = try Self.card(#""class": "UIButton""#, #"{"id": "cardDouble", "type": "tap", "numberOfTapsRequired": 2}"#)
        #expect(try h.actions(Touches.doubleTap(150, 120)).suffix(2) == ["310 cardDouble.recognized", "310 C.touchCancel"])
    }

    /// 4.19, 4.20: a UISlider vetoes a foreign pan along its track that starts on its thumb (value 0.2 puts the
    /// 31-pt thumb at x 33.8…64.8 of the 200-pt slider; the drag starts at x 50); across the track the pan wins.
    @Test func aSliderVetoesAPanAlongItsTrack() throws {
        let h = try Self.card(#""class": "UISlider", "value": 0.2"#, #"{"id": "cardPan", "type": "pan"}"#)
        let d = try h.delivery(Self.drag)
        #expect(d.recognizers.first { $0.id == "cardPan" }?.state == .failed)
        #expect(d.actions.map(\.event).last == "touchUpInside")
        let across = Touches.drag(from: (150, 120), to: (150, 300), duration: 0.2, steps: 4)
        #expect(try h.delivery(across).actions.map(\.event).contains("touchCancel"))
    }

    /// 4.19: a UISlider vetoes a foreign swipe along its track.
    @Test func aSliderVetoesASwipe() throws {
        let h = try Self.card(#""class": "UISlider", "value": 0.2"#, #"{"id": "cardSwipe", "type": "swipe"}"#)
        let d = try h.delivery(Self.drag)
        #expect(d.recognizers.first { $0.id == "cardSwipe" }?.state == .failed)
        #expect(d.timeline.first { $0.target == "cardSwipe" }?.cause
                == .failed(recognizer: "cardSwipe", .sliderVetoes(control: h.v("C"), part: nil, swipe: true)))
    }

    /// 4.19: a UISwitch vetoes a foreign pan along the switch.
    @Test func aSwitchVetoesAPanAlongIt() throws {
        let h = try Self.card(#""class": "UISwitch""#, #"{"id": "cardPan", "type": "pan"}"#)
        #expect(try h.delivery(Self.drag).recognizers.first { $0.id == "cardPan" }?.state == .failed)
    }

    /// A plain UIControl subclass vetoes nothing: the pan takes the touch.
    @Test func aPlainControlVetoesNoPan() throws {
        let h = try Self.card(#""class": "Knob", "base": "UIControl""#, #"{"id": "cardPan", "type": "pan"}"#)
        #expect(try h.delivery(Self.drag).recognizers.first { $0.id == "cardPan" }?.state == .ended)
    }
}
