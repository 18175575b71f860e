import Testing
import HitTraceJSON
@testable import HitTestKit
import Sentences
import Answers
import TestSupport

/// "Why not" past the hit-test: the view got the hit-test but its action did not fire; the answer names who
/// took the touch (rules 4.11, 4.12, 4.17, 4.18, 4.19, 5.3, 5.5) and the smallest change after which the
/// delivery, run again on the changed hierarchy, fires the view's action.
@Suite struct WhyNotPastHitTestTests {
    static func answer(_ h: Hierarchy, _ view: String, _ touch: String) throws -> WhyNotAnswer {
        let input = try TouchInput.decode(json: Array(touch.utf8))
        return h.whyNot(view: h.index(of: view)!, in: h.simulate(input))
    }

    /// The issue's case: a press and hold on button B inside a card with a long press: `hold` begins at 0.5 s
    /// (minimumPressDuration crossed) and cancels B's touch (4.11); B's status is not "hit".
    @Test func aLongPressOnTheCardTakesTheButtonsTouch() throws {
        let h = try ControlDeliveryTests.card(button: #""class": "UIButton""#, recognizer: #"{"id": "hold", "type": "longPress"}"#)
        let a = try Self.answer(h, "Btn", Touches.hold(60, 140, 0.8))
        #expect(a.status == .taken)
        #expect(a.blockers.map(\.kind) == [.cancelsTouchesInView, .recognizerTookTouch])
        let took = a.blockers.first { $0.kind == .recognizerTookTouch }?.taker
        #expect(took?.recognizer == "hold" && took?.threshold == "minimumPressDuration" && took?.t == 0.5)
        #expect(a.blockers.first?.rules == ["4.11"])
        let fix = try #require(a.fix)
        #expect(fix.found && fix.changes.count == 1)
        #expect(fix.changes.first.map { "\($0.recognizer ?? "").\($0.property)=\(String(decoding: $0.to.bytes, as: UTF8.self))" } == "hold.cancelsTouchesInView=false")
        // The proof: the changed hierarchy, decoded and run again, fires the button's touchUpInside.
        let fixed = try HierarchyDecoder.decode(json: try #require(fix.hierarchyJSON))
        let again = fixed.simulate(try TouchInput.decode(json: Array(Touches.hold(60, 140, 0.8).utf8)))
        #expect(again.delivery.actions.contains { $0.source == "Btn" && $0.event == "touchUpInside" })
        // A quick tap on the same button fires: "hit".
        #expect(try Self.answer(h, "Btn", Touches.tap(60, 140)).status == .hit)
    }

    /// 4.19: the card's tap is vetoed by the button; asked for the card (which holds the hit-test view), the
    /// veto is the blocker, and letting the tap not cancel touches (4.18 step 3) is a proven fix.
    @Test func aVetoedParentTap() throws {
        let h = try ControlDeliveryTests.card(button: #""class": "UIButton""#)
        let a = try Self.answer(h, "card", Touches.tap(60, 140))
        #expect(a.status == .taken && a.hitIsInside)
        #expect(a.blockers.map(\.kind) == [.controlVeto])
        let fix = try #require(a.fix)
        #expect(fix.found)
        #expect(Set(([fix.changes] + fix.alternatives).compactMap { $0.first?.action }) == [.keepTouchesInView, .letControlAllow])
    }

    /// 5.3: a quick drag on a button in a scroll view: the scroll view's delay held touchesBegan and its pan
    /// began: the touch was thrown away. With delaysContentTouches = false the button has the touch at once and
    /// the pan cannot take it from a UIControl (touchesShouldCancel NO, 5.6): one change suffices.
    @Test func aScrollViewTakesAQuickDrag() throws {
        let h = try Fixtures.window("""
        {"id": "SV", "class": "UIScrollView", "frame": [0, 0, 400, 400], "contentSize": [400, 2000],
         "subviews": [{"id": "Btn", "class": "UIButton", "frame": [100, 100, 200, 60]}]}
        """)
        let drag = Touches.drag(from: (200, 130), to: (200, 150), duration: 0.1, steps: 2)
        let a = try Self.answer(h, "Btn", drag)
        #expect(a.status == .taken)
        #expect(a.blockers.first?.kind == .scrollViewDelay)
        let fix = try #require(a.fix)
        #expect(fix.found)
        #expect(fix.changes.map(\.property) == ["delaysContentTouches"])
    }

    /// 4.17: the inner view's single tap requires the outer view's double tap to fail; on a double tap the
    /// double tap recognizes, so the single tap fails: the requirement is one of the blockers, and dropping it
    /// is one of the proven one-change fixes (the single tap then recognizes on the first tap, which does not
    /// prevent the double, 4.16).
    @Test func aFailureRequirement() throws {
        let h = try Fixtures.window("""
        {"id": "outer", "frame": [0, 0, 400, 400], "gestureRecognizers": [{"id": "double", "type": "tap", "numberOfTapsRequired": 2}],
         "subviews": [{"id": "inner", "frame": [50, 50, 200, 200],
           "gestureRecognizers": [{"id": "single", "type": "tap", "requireToFail": ["double"]}]}]}
        """)
        let a = try Self.answer(h, "inner", Touches.doubleTap(100, 100))
        #expect(a.status == .taken)
        // The double tap recognized and cancelled the inner view's touch; the single tap had waited for it.
        #expect(a.blockers.map(\.kind) == [.cancelsTouchesInView, .recognizerTookTouch, .waitedForFailure])
        #expect(a.blockers.last?.taker?.waitedFor == "double")
        let fix = try #require(a.fix)
        #expect(fix.found && fix.changes.count == 1)
        #expect(([fix.changes] + fix.alternatives).contains { $0.map(\.action) == [.dropFailureRequirement] })
        // A single tap: the double tap fails after 0.35 s and the single one fires: hit.
        #expect(try Self.answer(h, "inner", Touches.tap(100, 100)).status == .hit)
    }

    /// 4.2: a delegate that refuses the view's own recognizer: shouldReceiveTouch true is the fix.
    @Test func aDelegateSaysNo() throws {
        let h = try Fixtures.window(#"{"id": "pad", "frame": [0, 0, 400, 400], "gestureRecognizers": [{"id": "own", "type": "tap", "shouldReceiveTouch": false}]}"#)
        let a = try Self.answer(h, "pad", Touches.tap(100, 100))
        #expect(a.status == .taken)
        #expect(a.blockers.map(\.kind) == [.delegateSaidNo])
        #expect(a.fix?.changes.map(\.property) == ["shouldReceiveTouch"])
    }

    /// 4.E: the view's own long press and a hold too short for it: a shorter minimumPressDuration.
    @Test func aPressTooShort() throws {
        let h = try Fixtures.window(#"{"id": "pad", "frame": [0, 0, 400, 400], "gestureRecognizers": [{"id": "press", "type": "longPress"}]}"#)
        let a = try Self.answer(h, "pad", Touches.hold(100, 100, 0.3))
        #expect(a.status == .taken)
        #expect(a.fix?.changes.map(\.action) == [.shortenPress])
    }

    /// 3.4: lifted outside the button: nobody took the touch; the action never fired.
    @Test func liftedOutside() throws {
        let h = try ControlDeliveryTests.card(button: #""class": "UIButton""#)
        let out = Touches.sequence([(0, "began", 60, 140), (0.1, "moved", 60, 390), (0.2, "ended", 60, 390)])
        let a = try Self.answer(h, "Btn", out)
        #expect(a.status == .taken)
        #expect(a.blockers.map(\.kind) == [.actionNeverFired])
    }

    /// 4.1: a recognizer sees the touches hit-tested to its view and that view's subviews. The card's long press,
    /// moved to the card's content beside the button (a view that does not hold it), no longer sees the button's
    /// touch, and still recognizes a hold on the content: one of the proven one-change fixes.
    @Test func moveTheRecognizerToTheContent() throws {
        let h = try Fixtures.window("""
        {"id": "card", "frame": [20, 100, 335, 200], "gestureRecognizers": [{"id": "hold", "type": "longPress"}],
         "subviews": [{"id": "content", "frame": [0, 0, 335, 200]},
                      {"id": "Btn", "class": "UIButton", "frame": [20, 20, 100, 44]}]}
        """)
        let hold = Touches.hold(60, 140, 0.8)
        let a = try Self.answer(h, "Btn", hold)
        #expect(a.status == .taken)
        let fix = try #require(a.fix)
        let move = try #require(([fix.changes] + fix.alternatives).first { $0.map(\.action) == [.moveRecognizer] }?.first)
        #expect(move.view == "card" && move.recognizer == "hold" && move.property == "view")
        #expect(move.from == .string("card") && move.to == .string("content"))
        #expect(move.blocker == .cancelsTouchesInView || move.blocker == .recognizerTookTouch)
        // The proof, again here: the moved hierarchy fires the button on the same hold, and the long press still
        // recognizes a hold on the content.
        let base = try #require(h.normalizedTree())
        let moved = try #require(Hierarchy.apply([move], to: base))
        let fixed = try HierarchyDecoder.decode(json: moved.bytes)
        #expect(fixed.extras(of: fixed.index(of: "card")!).gestureRecognizers.isEmpty)
        #expect(fixed.extras(of: fixed.index(of: "content")!).gestureRecognizers.map(\.id) == ["hold"])
        #expect(try fixed.actions(hold) == ["0 Btn.touchDown", "800 Btn.touchUpInside", "800 Btn.primaryActionTriggered"])
        #expect(try fixed.actions(Touches.hold(300, 250, 0.8)) == ["500 hold.began", "800 hold.ended"])
        // Both sentences say where it goes.
        let one = FixResult(changes: [move], alternatives: [], hierarchyJSON: nil, hitView: nil, found: true, runs: 1, exhausted: false, candidates: 1)
        #expect(English().fix(one, in: h).contains("move `hold` from `card` to `content`, which does not hold the view"))
        #expect(Chinese().fix(one, in: h).contains("把 `hold` 从 `card` 移到不包含该视图的 `content` 上"))
    }

    /// No move is proposed where no view of the ancestor could take the recognizer: the card holds only the
    /// button, a control (4.19), or views that get no touch (a label with interaction off, 3.6).
    @Test func noMoveWithoutAHome() throws {
        let h = try Fixtures.window("""
        {"id": "card", "frame": [20, 100, 335, 200], "gestureRecognizers": [{"id": "hold", "type": "longPress"}],
         "subviews": [{"id": "title", "class": "UILabel", "frame": [0, 0, 335, 200]},
                      {"id": "other", "class": "UIButton", "frame": [200, 20, 100, 44]},
                      {"id": "Btn", "class": "UIButton", "frame": [20, 20, 100, 44]}]}
        """)
        #expect(h.recognizerHomes(movingFrom: h.index(of: "card")!.index, awayFrom: h.index(of: "Btn")!.index).isEmpty)
        let a = try Self.answer(h, "Btn", Touches.hold(60, 140, 0.8))
        #expect(!(([a.fix?.changes ?? []] + (a.fix?.alternatives ?? [])).joined().contains { $0.action == .moveRecognizer }))
    }

    /// 3.11 with 5: asked about the button's `UIButtonLabel` (a private part, not the hit-test view) while the
    /// card's long press took the button's touch, the answer is the button's: taken, who took it, and the fix
    /// that fires the button — never "nothing needs changing".
    @Test func aPrivatePartOfAControlWhoseActionDidNotFire() throws {
        let h = try ControlDeliveryTests.card(button: #""class": "UIButton", "subviews": [{"id": "label", "class": "UIButtonLabel", "text": "Pay", "frame": [30, 12, 40, 20]}]"#,
                                              recognizer: #"{"id": "hold", "type": "longPress"}"#)
        let hold = Touches.hold(80, 140, 0.8)
        #expect(h.trace(80, 140).hitView.map { h.id($0) } == "Btn")
        let a = try Self.answer(h, "label", hold)
        #expect(a.status == .taken && a.partOf == h.index(of: "Btn") && !a.hitIsInside)
        #expect(a.blockers.map(\.kind) == [.cancelsTouchesInView, .recognizerTookTouch])
        #expect(a.fix?.changes.map(\.property) == ["cancelsTouchesInView"])
        var w = JSONWriter()
        WhyNotJSON.answer(WhyNotJSON.Reply(answer: a), in: h, lang: .sentence(.en), &w)
        let json = try JSONParser.parse(w.bytes).root
        #expect(json["status"]?.string == "taken" && json["partOf"]?.string == "Btn")
        #expect(json["sentence"]?.string == "`label` is part of `Btn` (rule 3.11), which is the hit-test view, but `Btn`'s action did not fire: 2 blockers past the hit-test.")
        // The receipt speaks of the owning control too.
        let input = try TouchInput.decode(json: Array(hold.utf8))
        #expect(h.simulate(input).receipt.controlFired == false)
        // A quick tap fires the button: the label's answer is the part's, and nothing needs changing.
        let tap = try Self.answer(h, "label", Touches.tap(80, 140))
        #expect(tap.status == .missed && tap.partOf != nil && tap.fix == nil)
    }

    /// The receipt's `controlFired` is the owning control's: on the real switch dump the hit-test view is a
    /// plain UIView inside the visual element, and the switch sent valueChanged and touchUpInside (3.11, 3.13).
    @Test func theReceiptOfARealSwitch() throws {
        let h = try ControlPartsTests.dump("uiswitch-ios16-26.txt")
        let input = try TouchInput.decode(json: Array(Touches.tap(30, 55).utf8))
        let r = h.simulate(input).receipt
        #expect(r.hitView.map { h.id($0) } == "UIView_0x11a635710" && r.controlFired == true)
    }

    /// The search stays bounded: at most `maxDeliveryRuns` deliveries.
    @Test func theSearchIsBounded() throws {
        let many = (0..<30).map { #"{"id": "r\#($0)", "type": "longPress", "minimumPressDuration": 0.1}"# }.joined(separator: ", ")
        let h = try ControlDeliveryTests.card(button: #""class": "UIButton""#, recognizer: many)
        let a = try Self.answer(h, "Btn", Touches.hold(60, 140, 0.8))
        #expect(a.status == .taken)
        #expect((a.fix?.runs ?? 0) <= FixSearch.maxDeliveryRuns)
    }
}
