import Testing
@testable import HitTestKit
import TestSupport

/// Each kind of past-the-hit-test fix, proven: the change is one of the answer's working sets, and the changed
/// hierarchy, decoded and run again with the same touch, fires the view's action (rules 4.2, 4.11, 4.12, 4.17,
/// 4.18, 5.5).
@Suite struct WhyNotFixKindsTests {
    /// The one-change set of `action` among the answer's fix and alternatives, after checking that applying it
    /// fires `view`'s action on the same touch.
    static func proven(_ h: Hierarchy, _ view: String, _ touch: String, _ action: FixChange.Action) throws -> FixChange {
        let a = try WhyNotPastHitTestTests.answer(h, view, touch)
        #expect(a.status == .taken)
        let fix = try #require(a.fix)
        let sets = [fix.changes] + fix.alternatives
        let change = try #require(sets.first { $0.map(\.action) == [action] }?.first, "\(sets.map { $0.map(\.action) })")
        let base = try #require(h.normalizedTree())
        let tree = try #require(Hierarchy.apply([change], to: base))
        let fixed = try HierarchyDecoder.decode(json: tree.bytes)
        let input = try TouchInput.decode(json: Array(touch.utf8))
        #expect(fixed.actionFired(try #require(fixed.index(of: view)), in: fixed.simulate(input)))
        return change
    }

    /// 4.17: the card's pan begins at 10 pt (4.8) and wins over the view's own swipe, which needs more distance
    /// (4.7): with 10-pt steps the pan begins on the first. The pan waiting for the swipe to fail
    /// (`require(toFail:)`) lets the swipe recognize.
    @Test func requireToFail() throws {
        let h = try Fixtures.window("""
        {"id": "card", "frame": [0, 0, 400, 400], "gestureRecognizers": [{"id": "cardPan", "type": "pan"}],
         "subviews": [{"id": "strip", "frame": [0, 100, 400, 100], "gestureRecognizers": [{"id": "swipe", "type": "swipe"}]}]}
        """)
        let flick = Touches.drag(from: (50, 150), to: (300, 150), duration: 0.25, steps: 25)
        let c = try Self.proven(h, "strip", flick, .requireToFail)
        #expect(c.view == "card" && c.recognizer == "cardPan" && c.property == "requireToFail")
        #expect(c.from == .array([]) && c.to == .array([.string("swipe")]))
    }

    /// 4.2 and 4.18: the card's long press takes the button's held touch; its delegate refusing the touch
    /// (`gestureRecognizer(_:shouldReceive:)` NO) or refusing to begin (`gestureRecognizerShouldBegin` NO)
    /// each leave the touch to the button.
    @Test(arguments: [(FixChange.Action.refuseTouch, "shouldReceiveTouch"), (.refuseToBegin, "shouldBegin")])
    func theDelegateRefuses(action: FixChange.Action, property: String) throws {
        let h = try ControlDeliveryTests.card(button: #""class": "UIButton""#, recognizer: #"{"id": "hold", "type": "longPress"}"#)
        let c = try Self.proven(h, "Btn", Touches.hold(60, 140, 0.8), action)
        #expect(c.recognizer == "hold" && c.property == property && c.from == .bool(true) && c.to == .bool(false))
    }

    /// 4.12: a long press that delays touchesBegan and does not cancel touches: the button's touchesBegan was
    /// held and, when the long press began, thrown away ("if the gesture recognizer subsequently recognizes its
    /// gesture, these touch objects are discarded", Apple's `delaysTouchesBegan`). Not delaying it gives the
    /// button the whole touch, which the long press does not cancel.
    @Test func stopDelayingTouchesBegan() throws {
        let h = try ControlDeliveryTests.card(button: #""class": "UIButton""#,
                                              recognizer: #"{"id": "hold", "type": "longPress", "delaysTouchesBegan": true, "cancelsTouchesInView": false}"#)
        let hold = Touches.hold(60, 140, 0.8)
        let a = try WhyNotPastHitTestTests.answer(h, "Btn", hold)
        #expect(a.blockers.first?.kind == .delaysTouchesBegan)
        let c = try Self.proven(h, "Btn", hold, .stopDelayingTouchesBegan)
        #expect(c.property == "delaysTouchesBegan" && c.to == .bool(false))
        #expect(a.fix?.changes.map(\.action) == [.stopDelayingTouchesBegan])
    }

    /// 5.5: with delaysContentTouches NO a row (a plain view) gets touchesBegan at once; the scroll view's pan
    /// then cancels it (canCancelContentTouches YES). Not cancelling content touches keeps the row's touch.
    @Test func stopCancellingContentTouches() throws {
        let h = try Fixtures.window("""
        {"id": "SV", "class": "UIScrollView", "frame": [0, 0, 400, 400], "contentSize": [400, 2000], "delaysContentTouches": false,
         "subviews": [{"id": "row", "frame": [0, 100, 400, 60]}]}
        """)
        let drag = Touches.drag(from: (200, 130), to: (200, 150), duration: 0.1, steps: 2)
        let a = try WhyNotPastHitTestTests.answer(h, "row", drag)
        #expect(a.blockers.first?.kind == .scrollViewCancelled)
        let c = try Self.proven(h, "row", drag, .stopCancellingContentTouches)
        #expect(c.view == "SV" && c.property == "canCancelContentTouches" && c.to == .bool(false))
    }
}
