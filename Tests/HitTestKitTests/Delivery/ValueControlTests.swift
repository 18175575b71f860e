import Testing
@testable import HitTestKit
import HitTraceJSON
import TestSupport

/// The events apps register for: `.primaryActionTriggered` after a button's touchUpInside (3.12) and the value
/// controls' `.valueChanged` with the value before and after (3.13–3.16).
@Suite struct ValueControlTests {
    /// One control `C` at (100, 100), 200×40 on screen, with the fields given.
    static func control(_ fields: String) throws -> Hierarchy {
        try Fixtures.window(#"{"id": "C", \#(fields), "frame": [100, 100, 200, 40]}"#)
    }

    /// `"<ms> <source>.<event> <property> <before>→<after>"` for value changes.
    static func values(_ h: Hierarchy, _ touch: String) throws -> [String] {
        try h.delivery(touch).actions.compactMap { a in
            a.value.map { "\(Int((a.t * 1000).rounded())) \(a.source).\(a.event) \($0.property.rawValue) \(JSONText.number($0.before))→\(JSONText.number($0.after))" }
        }
    }

    /// 3.12: touchUpInside, then primaryActionTriggered (decompiled `-[UIButton _sendActionsForEvents:withEvent:]`).
    @Test func aButtonSendsPrimaryActionTriggeredAfterTouchUpInside() throws {
        let h = try Self.control(#""class": "UIButton""#)
        #expect(try h.actions(Touches.tap(150, 120)) == ["0 C.touchDown", "80 C.touchUpInside", "80 C.primaryActionTriggered"])
        // Lifted outside: touchUpOutside, and no primary action.
        let out = Touches.sequence([(0, "began", 150, 120), (0.1, "moved", 150, 300), (0.2, "ended", 150, 300)])
        #expect(try !h.actions(out).contains { $0.hasSuffix("primaryActionTriggered") })
    }

    /// 3.12: a plain UIControl subclass sends no primaryActionTriggered on a tap.
    @Test func aPlainControlSendsNoPrimaryAction() throws {
        let h = try Self.control(#""class": "RatingControl", "base": "UIControl""#)
        #expect(try h.actions(Touches.tap(150, 120)) == ["0 C.touchDown", "80 C.touchUpInside"])
    }

    /// 3.13: a tap toggles isOn (default NO), valueChanged before touchUpInside; a second tap turns it back.
    @Test func aSwitchTogglesOnATap() throws {
        let h = try Self.control(#""class": "UISwitch""#)
        #expect(try h.actions(Touches.tap(150, 120)) == ["0 C.touchDown", "80 C.valueChanged", "80 C.touchUpInside"])
        #expect(try Self.values(h, Touches.tap(150, 120)) == ["80 C.valueChanged isOn 0→1"])
        #expect(try Self.values(h, Touches.doubleTap(150, 120)) == ["80 C.valueChanged isOn 0→1", "310 C.valueChanged isOn 1→0"])
        let on = try Self.control(#""class": "UISwitch", "on": true"#)
        #expect(try Self.values(on, Touches.tap(150, 120)) == ["80 C.valueChanged isOn 1→0"])
    }

    /// 3.13: a drag of the knob: the side it is let go on decides; letting go on the side it started sends nothing.
    @Test func aSwitchFollowsADragOfItsKnob() throws {
        let h = try Self.control(#""class": "UISwitch""#)
        let right = Touches.drag(from: (110, 120), to: (280, 120), duration: 0.2, steps: 4)
        #expect(try Self.values(h, right) == ["200 C.valueChanged isOn 0→1"])
        let back = Touches.drag(from: (110, 120), to: (150, 120), duration: 0.2, steps: 4)
        #expect(try Self.values(h, back) == [])
    }

    /// 3.14: the segment under the finger at the lift (equal widths); the selected one again sends nothing; a
    /// momentary control sends it every time and keeps no selection.
    @Test func aSegmentedControlSelectsTheSegmentUnderTheFinger() throws {
        let h = try Self.control(#""class": "UISegmentedControl", "numberOfSegments": 4"#)
        #expect(try Self.values(h, Touches.tap(260, 120)) == ["80 C.valueChanged selectedSegmentIndex -1→3"])
        let selected = try Self.control(#""class": "UISegmentedControl", "numberOfSegments": 4, "selectedSegmentIndex": 3"#)
        #expect(try Self.values(selected, Touches.tap(260, 120)) == [])
        #expect(try Self.values(selected, Touches.tap(110, 120)) == ["80 C.valueChanged selectedSegmentIndex 3→0"])
        let momentary = try Self.control(#""class": "UISegmentedControl", "numberOfSegments": 2, "momentary": true"#)
        #expect(try Self.values(momentary, Touches.doubleTap(250, 120)) == [
            "80 C.valueChanged selectedSegmentIndex -1→1", "310 C.valueChanged selectedSegmentIndex -1→1",
        ])
    }

    /// 3.15: a drag on the thumb moves the value with the finger, valueChanged at each move (isContinuous);
    /// 200 pt wide less the 31-pt thumb is the whole range; a touch beside the thumb moves nothing.
    @Test func aSliderSendsValueChangedWhileItsThumbMoves() throws {
        let h = try Self.control(#""class": "UISlider""#)
        let drag = Touches.drag(from: (110, 120), to: (194.5, 120), duration: 0.2, steps: 2)
        #expect(try Self.values(h, drag) == ["100 C.valueChanged value 0→0.25", "200 C.valueChanged value 0.25→0.5"])
        #expect(try Self.values(h, Touches.drag(from: (250, 120), to: (290, 120), duration: 0.2, steps: 2)) == [])
        // Past the end the value stops at maximumValue.
        #expect(try Self.values(h, Touches.drag(from: (110, 120), to: (400, 120), duration: 0.1, steps: 1)) == ["100 C.valueChanged value 0→1"])
    }

    /// 3.15: with isContinuous NO, one valueChanged at the lift with the value reached, before touchUpInside.
    @Test func aNonContinuousSliderSendsOnceAtTheEnd() throws {
        let h = try Self.control(#""class": "UISlider", "continuous": false, "minimumValue": 0, "maximumValue": 100"#)
        let drag = Touches.drag(from: (110, 120), to: (194.5, 120), duration: 0.2, steps: 2)
        #expect(try Self.values(h, drag) == ["200 C.valueChanged value 0→50"])
        #expect(try h.actions(drag).suffix(2) == ["200 C.valueChanged", "200 C.touchUpInside"])
    }

    /// 3.16: + on the right half, − on the left, stepValue at a time, clamped; at the end nothing moves unless
    /// it wraps. A tap steps when the finger lifts: the stepper's beginTracking only highlights the half and
    /// starts the repeat timer, its endTracking steps (decompiled `UIStepperHorizontalVisualElement`), before
    /// touchUpInside.
    @Test func aStepperStepsWhenTheFingerLifts() throws {
        let h = try Self.control(#""class": "UIStepper", "value": 5, "stepValue": 2.5"#)
        #expect(try Self.values(h, Touches.tap(250, 120)) == ["80 C.valueChanged value 5→7.5"])
        #expect(try Self.values(h, Touches.tap(150, 120)) == ["80 C.valueChanged value 5→2.5"])
        #expect(try h.actions(Touches.tap(250, 120)) == ["0 C.touchDown", "80 C.valueChanged", "80 C.touchUpInside"])
        let top = try Self.control(#""class": "UIStepper", "value": 10, "maximumValue": 10"#)
        #expect(try Self.values(top, Touches.tap(250, 120)) == [])
        let wraps = try Self.control(#""class": "UIStepper", "value": 10, "maximumValue": 10, "wraps": true"#)
        #expect(try Self.values(wraps, Touches.tap(250, 120)) == ["80 C.valueChanged value 10→0"])
        // The half last under the finger counts: slid from − to + before lifting, it steps up; lifted far
        // off the stepper (outside its mostly-inside area), nothing is highlighted and it does not step.
        let slid = Touches.sequence([(0, "began", 150, 120), (0.05, "moved", 250, 120), (0.1, "ended", 250, 120)])
        #expect(try Self.values(h, slid) == ["100 C.valueChanged value 5→7.5"])
        let away = Touches.sequence([(0, "began", 250, 120), (0.05, "moved", 250, 400), (0.1, "ended", 250, 400)])
        #expect(try Self.values(h, away) == [])
    }

    /// 3.16: a held + repeats (autorepeat): the timer fires 0.5 s after touch-down and 0.5 s after each of its
    /// first four steps, then faster (0.1 s here, unverified); a stepper that repeated does not step again at
    /// the lift. With autorepeat NO it steps once, at the lift; with isContinuous NO the timer's steps are
    /// silent and one valueChanged comes at the lift.
    @Test func aHeldStepperRepeats() throws {
        let hold = Touches.hold(250, 120, 0.75)
        let h = try Self.control(#""class": "UIStepper""#)
        #expect(try Self.values(h, hold) == ["500 C.valueChanged value 0→1"])
        #expect(try Self.values(h, Touches.hold(250, 120, 2_650 / 1_000)) == [
            "500 C.valueChanged value 0→1", "1000 C.valueChanged value 1→2", "1500 C.valueChanged value 2→3",
            "2000 C.valueChanged value 3→4", "2500 C.valueChanged value 4→5", "2600 C.valueChanged value 5→6",
        ])
        let once = try Self.control(#""class": "UIStepper", "autorepeat": false"#)
        #expect(try Self.values(once, hold) == ["750 C.valueChanged value 0→1"])
        let atEnd = try Self.control(#""class": "UIStepper", "continuous": false"#)
        #expect(try Self.values(atEnd, Touches.hold(250, 120, 1.2)) == ["1200 C.valueChanged value 0→2"])
    }

    /// The fields are validated like the others: the view and the field named, in UIKit's words.
    @Test(arguments: [
        (#""class": "UIView", "on": true"#, "C.on applies to UISwitch only"),
        (#""class": "UIStepper", "stepValue": 0"#, "C.stepValue must be greater than 0"),
        (#""class": "UIStepper", "minimumValue": 3, "maximumValue": 3, "value": 3"#, "C.maximumValue must be greater than minimumValue"),
        (#""class": "UIStepper", "value": 200"#, "C.value must lie between minimumValue and maximumValue"),
        (#""class": "UISegmentedControl", "numberOfSegments": 2, "selectedSegmentIndex": 2"#, "C.selectedSegmentIndex must be -1 (noSegment) or less than numberOfSegments"),
        (#""class": "UISlider", "stepValue": 1"#, "C.stepValue applies to UIStepper only"),
        (#""class": "UIButton", "momentary": true"#, "C.momentary applies to UISegmentedControl only"),
    ])
    func badFieldsAreNamed(fields: String, message: String) throws {
        let error = Fixtures.failure(#"{"root": {"id": "w", "frame": [0, 0, 400, 800], "subviews": [{"id": "C", \#(fields), "frame": [100, 100, 200, 40]}]}}"#)
        #expect(error?.issues.contains { $0.message.hasPrefix(message) } == true, "\(String(describing: error))")
    }

    /// The normalized form gives the fields back, and posting it back gives the same hierarchy.
    @Test func theFieldsRoundTrip() throws {
        let h = try Self.control(#""class": "UIStepper", "value": 4, "stepValue": 2, "wraps": true, "continuous": false"#)
        let json = String(decoding: NormalizedJSON.render(h), as: UTF8.self)
        for field in [#""stepValue":2"#, #""wraps":true"#, #""continuous":false"#, #""maximumValue":100"#, #""autorepeat":true"#] {
            #expect(json.contains(field), "\(field) in \(json)")
        }
        let again = try Fixtures.hierarchy(json)
        #expect(again.extras(of: 1).stepper == h.extras(of: 1).stepper)
        let s = try Self.control(#""class": "UISwitch", "on": true"#)
        #expect(String(decoding: NormalizedJSON.render(s), as: UTF8.self).contains(#""on":true"#))
        let seg = try Self.control(#""class": "UISegmentedControl", "numberOfSegments": 3, "selectedSegmentIndex": 1"#)
        let segJSON = String(decoding: NormalizedJSON.render(seg), as: UTF8.self)
        #expect(segJSON.contains(#""numberOfSegments":3,"selectedSegmentIndex":1,"momentary":false"#))
    }
}
