import Testing
@testable import HitTestKit
import TestSupport

/// Answers an app's code gives, declared in the hierarchy: a pan's touch counts (rule 4.22), the
/// delegate's failure-requirement answers (4.23) and a view's gestureRecognizerShouldBegin(_:) (4.24).
@Suite struct DeclaredAnswersTests {
    static func view(_ recognizers: String, fields: String = "") throws -> Hierarchy {
        try Fixtures.window(#"{"id": "V", "frame": [0, 0, 300, 300], "handlesTouches": true, "gestureRecognizers": [\#(recognizers)] \#(fields)}"#)
    }

    /// Two fingers moving together, right by 60 pt.
    static let twoFingerDrag = #"{"sequence": [{"t": 0, "phase": "began", "x": 50, "y": 50, "finger": 0}, {"t": 0, "phase": "began", "x": 100, "y": 50, "finger": 1}, {"t": 0.1, "phase": "moved", "x": 80, "y": 50, "finger": 0}, {"t": 0.1, "phase": "moved", "x": 130, "y": 50, "finger": 1}, {"t": 0.2, "phase": "moved", "x": 110, "y": 50, "finger": 0}, {"t": 0.2, "phase": "moved", "x": 160, "y": 50, "finger": 1}, {"t": 0.3, "phase": "ended", "x": 110, "y": 50, "finger": 0}, {"t": 0.3, "phase": "ended", "x": 160, "y": 50, "finger": 1}]}"#
    static let oneFingerDrag = Touches.drag(from: (50, 50), to: (150, 50), duration: 0.3, steps: 3)

    /// 4.22: a pan with minimumNumberOfTouches 2 ignores one finger and begins with two.
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/minimumnumberoftouches
    @Test func aTwoFingerPanNeedsTwoFingers() throws {
        let h = try Self.view(#"{"id": "pan", "type": "pan", "minimumNumberOfTouches": 2}"#)
        #expect(try h.delivery(Self.oneFingerDrag).recognizers.first?.state == .failed)
        #expect(try h.delivery(Self.twoFingerDrag).recognizers.first?.state == .ended)
    }

    /// 4.22: a pan with maximumNumberOfTouches 1 does not begin while two fingers are down.
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/maximumnumberoftouches
    @Test func aOneFingerPanIgnoresTwoFingers() throws {
        let h = try Self.view(#"{"id": "pan", "type": "pan", "maximumNumberOfTouches": 1}"#, fields: #", "multipleTouchEnabled": true"#)
        #expect(try h.delivery(Self.twoFingerDrag).recognizers.first?.state == .failed)
        #expect(try h.delivery(Self.oneFingerDrag).recognizers.first?.state == .ended)
    }

    static let single = #"{"id": "singleTap", "type": "tap"}"#
    static let double = #"{"id": "doubleTap", "type": "tap", "numberOfTapsRequired": 2}"#

    /// 4.23: the single tap's delegate answers YES to shouldRequireFailureOf the double tap: the same as
    /// requireToFail, the single tap waits and fails when the double tap recognizes.
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrequirefailureof:)
    @Test func shouldRequireFailureOfMakesItWait() throws {
        let h = try Self.view(#"{"id": "singleTap", "type": "tap", "shouldRequireFailureOf": ["doubleTap"]}, "# + Self.double)
        #expect(try h.actions(Touches.doubleTap(50, 50)) == ["310 doubleTap.recognized"])
        #expect(try h.actions(Touches.tap(50, 50)) == ["430 singleTap.recognized"])
    }

    /// 4.23: the double tap's delegate answers YES to shouldBeRequiredToFailBy the single tap: the single tap
    /// waits for it just the same.
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
    @Test func shouldBeRequiredToFailByMakesTheOtherWait() throws {
        let h = try Self.view(Self.single + #", {"id": "doubleTap", "type": "tap", "numberOfTapsRequired": 2, "shouldBeRequiredToFailBy": ["singleTap"]}"#)
        #expect(try h.actions(Touches.doubleTap(50, 50)) == ["310 doubleTap.recognized"])
        #expect(h.extras(of: 1).gestureRecognizers.first?.failureRequirements == ["doubleTap"])
    }

    /// 4.24: a view whose gestureRecognizerShouldBegin(_:) returns NO keeps a parent's pan from taking its touch.
    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    @Test func aViewCanRefuseAParentsPan() throws {
        func card(_ answer: String) throws -> Hierarchy {
            try Fixtures.window("""
            {"id": "card", "frame": [0, 0, 300, 300], "gestureRecognizers": [{"id": "cardPan", "type": "pan"}],
             "subviews": [{"id": "knob", "frame": [0, 0, 200, 100], "handlesTouches": true, "gestureRecognizerShouldBegin": \(answer)}]}
            """)
        }
        let refusing = try card("false")
        let refused = try refusing.delivery(Self.oneFingerDrag)
        #expect(refused.recognizers.first { $0.id == "cardPan" }?.state == .failed)
        #expect(refused.timeline.contains { $0.cause == .failed(recognizer: "cardPan", .viewShouldBeginNo(view: refusing.v("knob"))) })
        #expect(try card("\"default\"").delivery(Self.oneFingerDrag).recognizers.first { $0.id == "cardPan" }?.state == .ended)
    }

    /// 4.24: a button whose override answers YES no longer vetoes a parent's single tap (4.19).
    @Test func aButtonCanLetAParentsTapWin() throws {
        let h = try Fixtures.window("""
        {"id": "card", "frame": [0, 0, 300, 300], "gestureRecognizers": [{"id": "cardTap", "type": "tap"}],
         "subviews": [{"id": "Btn", "class": "UIButton", "frame": [0, 0, 100, 44], "gestureRecognizerShouldBegin": true}]}
        """)
        #expect(try h.actions(Touches.tap(50, 20)) == ["0 Btn.touchDown", "80 cardTap.recognized", "80 Btn.touchCancel"])
    }

    /// Validation.
    @Test(arguments: [(#"{"type": "tap", "minimumNumberOfTouches": 2}"#, "pan recognizers only"),
                      (#"{"type": "pan", "minimumNumberOfTouches": 3, "maximumNumberOfTouches": 2}"#, "must not be less"),
                      (#"{"type": "tap", "shouldRequireFailureOf": ["nope"]}"#, "no gesture recognizer has the id")])
    func declaredAnswersAreChecked(recognizer: String, message: String) throws {
        let e = try #require(Fixtures.failure(#"{"root": {"id": "w", "frame": [0, 0, 100, 100], "gestureRecognizers": [\#(recognizer)]}}"#))
        #expect(e.issues.contains { $0.message.contains(message) })
    }
}
