import Testing
@testable import HitTestKit
import TestSupport

/// Single and double taps on one view: the tap exception (4.16), failure requirements (4.17) and the
/// touchesEnded a double tap holds back (4.13).
@Suite struct TapArbitrationTests {
    static func view(_ recognizers: String) throws -> Hierarchy {
        try Fixtures.window(#"{"id": "V", "frame": [0, 0, 200, 200], "gestureRecognizers": [\#(recognizers)]}"#)
    }

    static let single = #"{"id": "singleTap", "type": "tap"}"#
    static let singleAfterDouble = #"{"id": "singleTap", "type": "tap", "requireToFail": ["doubleTap"]}"#
    static let double = #"{"id": "doubleTap", "type": "tap", "numberOfTapsRequired": 2}"#

    /// 4.16: without a failure requirement the single tap fires on the first tap, and a single tap does not
    /// prevent a double tap, which fires on the second. On the second tap both recognize on the same event;
    /// in the simulator's order (4.4: the view's array order) the single tap goes first and fires again.
    @Test func doubleTapWithoutRequireToFail() throws {
        let h = try Self.view(Self.single + ", " + Self.double)
        #expect(try h.timeline(Touches.doubleTap(50, 50)) == [
            "0 V touchesBegan", "80 singleTap stateChanged recognized", "80 V touchesCancelled",
            "230 V touchesBegan", "310 singleTap stateChanged recognized", "310 V touchesCancelled",
            "310 doubleTap stateChanged recognized",
        ])
        #expect(try h.actions(Touches.doubleTap(50, 50)) == ["80 singleTap.recognized", "310 singleTap.recognized", "310 doubleTap.recognized"])
    }

    /// 4.4: the order breaks the tie; with the double tap first in the array it wins the second tap and the
    /// single tap, still deciding, fails (4.15).
    @Test func theArrayOrderBreaksTheTie() throws {
        let h = try Self.view(Self.double + ", " + Self.single)
        #expect(try h.actions(Touches.doubleTap(50, 50)) == ["80 singleTap.recognized", "310 doubleTap.recognized"])
    }

    /// 4.17 + 4.13: with `requireToFail` the single tap waits for the double tap; the view's touchesEnded is
    /// held back meanwhile; the double tap recognizes and the single tap fails.
    @Test func doubleTapWithRequireToFail() throws {
        let h = try Self.view(Self.singleAfterDouble + ", " + Self.double)
        #expect(try h.timeline(Touches.doubleTap(50, 50)) == [
            "0 V touchesBegan", "80 singleTap stateChanged possible", "80 V held touchesEnded",
            "230 V touchesBegan",
            "310 doubleTap stateChanged recognized", "310 singleTap stateChanged failed",
            "310 V touchesCancelled", "310 V touchesCancelled",
        ])
        #expect(try h.actions(Touches.doubleTap(50, 50)) == ["310 doubleTap.recognized"])
        #expect(try h.cause(Touches.doubleTap(50, 50), "singleTap", "failed")
                == .failed(recognizer: "singleTap", .requiredRecognizerRecognized(winner: "doubleTap", began: false)))
    }

    /// 4.17 + 4.E: a single tap with `requireToFail` fires only when the double tap gives up, 0.35 s after
    /// the tap ended: the well-known delay.
    @Test func singleTapWithRequireToFailIsLate() throws {
        let h = try Self.view(Self.singleAfterDouble + ", " + Self.double)
        #expect(try h.timeline(Touches.tap(50, 50)) == [
            "0 V touchesBegan", "80 singleTap stateChanged possible", "80 V held touchesEnded",
            "430 doubleTap stateChanged failed", "430 singleTap stateChanged recognized", "430 V touchesCancelled",
        ])
        #expect(try h.cause(Touches.tap(50, 50), "singleTap", "possible") == .waits(recognizer: "singleTap", for: "doubleTap", wouldBegin: false))
    }

    /// 4.16: without the requirement a single tap fires at once; the double tap fails later, on its own.
    @Test func singleTapWithoutRequireToFail() throws {
        let h = try Self.view(Self.single + ", " + Self.double)
        #expect(try h.timeline(Touches.tap(50, 50)) == [
            "0 V touchesBegan", "80 singleTap stateChanged recognized", "80 V touchesCancelled",
            "430 doubleTap stateChanged failed",
        ])
    }

    /// 4.13: a double-tap recognizer alone holds a single tap's touchesEnded up to 0.35 s; when it fails the
    /// view gets it.
    @Test func aDoubleTapHoldsTouchesEnded() throws {
        let h = try Self.view(Self.double)
        #expect(try h.timeline(Touches.tap(50, 50)) == [
            "0 V touchesBegan", "80 V held touchesEnded", "430 doubleTap stateChanged failed", "430 V touchesEnded",
        ])
    }

    /// 4.12: `delaysTouchesBegan` keeps the view from hearing of a touch the recognizer then takes.
    @Test func delaysTouchesBeganHidesTheTouchFromTheView() throws {
        let h = try Self.view(#"{"id": "t", "type": "tap", "delaysTouchesBegan": true}"#)
        #expect(try h.timeline(Touches.tap(50, 50)) == ["0 V held touchesBegan", "80 t stateChanged recognized", "80 V discarded"])
        // When it fails instead (the finger moved too far), the view gets the held touchesBegan, then one
        // touchesMoved with where the finger is now (4.12).
        let moved = Touches.sequence([(0, "began", 50, 50), (0.05, "moved", 50, 100), (0.1, "ended", 50, 100)])
        #expect(try h.timeline(moved) == [
            "0 V held touchesBegan", "50 t stateChanged failed", "50 V touchesBegan", "50 V touchesMoved", "100 V touchesEnded",
        ])
    }

    /// 4.12 without 4.11: the held touchesBegan is thrown away when the recognizer recognizes even when it does
    /// not cancel touches ("if the gesture recognizer subsequently recognizes its gesture, these touch objects
    /// are discarded", Apple's `delaysTouchesBegan`); the view never hears of the touch.
    @Test func delaysTouchesBeganDropsTheTouchWithoutCancelling() throws {
        let h = try Self.view(#"{"id": "t", "type": "longPress", "delaysTouchesBegan": true, "cancelsTouchesInView": false}"#)
        #expect(try h.timeline(Touches.hold(50, 50, 0.8)) == [
            "0 V held touchesBegan", "500 t stateChanged began", "500 V discarded", "800 t stateChanged ended",
        ])
    }

    /// 4.15: `simultaneousWith` lets two taps on one touch both recognize.
    @Test func simultaneousRecognition() throws {
        let both = try Self.view(#"{"id": "a", "type": "tap"}, {"id": "b", "type": "tap", "simultaneousWith": ["a"]}"#)
        #expect(try both.actions(Touches.tap(50, 50)) == ["80 a.recognized", "80 b.recognized"])
        let one = try Self.view(#"{"id": "a", "type": "tap"}, {"id": "b", "type": "tap"}"#)
        #expect(try one.actions(Touches.tap(50, 50)) == ["80 a.recognized"])
    }

    /// 4.18 step 2: the delegate's gestureRecognizerShouldBegin NO fails it; 4.2: a disabled one, or one whose
    /// delegate refuses the touch, never sees it.
    @Test func delegatesAndDisabledRecognizers() throws {
        let h = try Self.view(#"{"id": "no", "type": "tap", "shouldBegin": false}, {"id": "off", "type": "tap", "enabled": false}, {"id": "deaf", "type": "tap", "shouldReceiveTouch": false}"#)
        let d = try h.delivery(Touches.tap(50, 50))
        #expect(d.recognizers.map { "\($0.id) \($0.sawTouch) \($0.state.rawValue)" } == ["no true failed", "off false possible", "deaf false possible"])
        #expect(d.timeline.first { $0.target == "no" }?.cause == .failed(recognizer: "no", .delegateShouldBeginNo))
        #expect(d.recognizers[1].note == .disabled)
        #expect(d.actions.isEmpty)
    }

    /// 4.E: a tap allows 45 pt of movement; 50 pt fails it.
    @Test func aTapAllowsFortyFivePoints() throws {
        let h = try Self.view(Self.single)
        let near = Touches.sequence([(0, "began", 50, 50), (0.05, "moved", 50, 90), (0.1, "ended", 50, 90)])
        let far = Touches.sequence([(0, "began", 50, 50), (0.05, "moved", 50, 100), (0.1, "ended", 50, 100)])
        #expect(try h.actions(near) == ["100 singleTap.recognized"])
        #expect(try h.actions(far).isEmpty)
    }
}
