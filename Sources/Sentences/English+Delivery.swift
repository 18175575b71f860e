import HitTestKit

/// The delivery's sentences in English: the timeline and the recognizers' notes.
extension English {
    package func timeline(_ cause: TimelineCause, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        let code = Quoting.code, n = Quoting.number
        switch cause {
        case let .failed(r, why): return "\(code(r)) failed: \(failure(why, in: h))"
        case let .began(r, why): return "\(code(r)) began: \(recognition(why, in: h))"
        case let .recognized(r, why): return "\(code(r)) recognized: \(recognition(why, in: h))"
        case let .ended(r, oneOfTwo): return "\(code(r)) ended: \(oneOfTwo ? "a finger lifted" : "the finger lifted")"
        case let .cancelled(r): return "\(code(r)) was cancelled: the touch was cancelled"
        case let .changed(r): return "\(code(r)) changed: the touch moved"
        case let .scrolled(r, offset): return "\(code(r)) changed: the finger moved; contentOffset is \(Quoting.point(offset))"
        case let .waits(r, dep, begin):
            return "\(code(r)) would \(begin ? "begin" : "recognize") now but waits: it requires \(code(dep)) to fail, and \(code(dep)) is still deciding (4.17)"
        case let .scrollBeganWithinDelay(r, delay):
            return "\(code(r)) recognized: a scroll began within \(n(delay)) s, so the touches it held are thrown away (5.3)"
        case let .delivered(why, route): return phase(why, in: h) + self.route(route, in: h)
        case let .held(v, by):
            return "\(name(v)) got nothing yet: \(code(by)) delays touches began while it is still deciding (delaysTouchesBegan, 4.12)"
        case let .heldByScrollDelay(v, sv, delay):
            return "\(name(v)) got nothing yet: the scroll view \(name(sv)) delays content touches for \(n(delay)) s to see whether this is a scroll (delaysContentTouches, 5.3)"
        case let .endedHeld(v, by):
            return "\(name(v))'s touchesEnded is held back: \(code(by)) is still deciding and delays touches ended (4.13)"
        case let .discardedWhileHeld(v): return "\(name(v)) never hears of the touch: it was cancelled while held back"
        case let .discardedByRecognizer(v, r, began):
            return "\(name(v)) never hears of the touch: \(code(r)) \(began ? "began" : "recognized") while the touchesBegan was held back, so it is thrown away (4.12)"
        case let .discardedHeldWithoutCancelling(v, r, began):
            return "\(name(v)) never hears of the touch: \(code(r)) \(began ? "began" : "recognized") while it held the touchesBegan back (delaysTouchesBegan), so it is thrown away even though it does not cancel touches (4.12)"
        case let .discardedByScroll(v, sv, delay):
            return "\(name(v)) never hears of the touch: \(name(sv)) started scrolling before the \(n(delay)) s delay ran out (5.3)"
        case let .refused(why):
            return refusal(why, in: h) + "; none of this finger's phases reach it or the responder chain, while its recognizers still see it (8.3)"
        case let .touchDown(c): return "\(name(c)) begins tracking the touch: touchDown (3.4)"
        case let .touchDownRepeat(count): return "this is tap \(count) in a row: touchDownRepeat too (3.4)"
        case let .dragEnter(c): return "the finger came back within \(name(c))'s mostly-inside area"
        case let .dragExit(c, margin):
            return "the finger left \(name(c))'s mostly-inside area (its bounds grown by about \(n(margin)) pt, 3.4)"
        case let .dragMoved(c, inside): return "the finger moved \(inside ? "inside" : "outside") \(name(c))"
        case let .liftedBackInside(c):
            return "the finger lifted back within \(name(c))'s mostly-inside area, after its last move outside it: touchDragEnter comes first (3.10)"
        case let .liftedOutside(c):
            return "the finger lifted outside \(name(c))'s mostly-inside area, after its last move inside it: touchDragExit comes first (3.10)"
        case let .upInside(c):
            return "the finger lifted mostly inside \(name(c)): touchUpInside, the event a button's action is usually on (3.4)"
        case let .upOutside(c):
            return "the finger lifted outside \(name(c))'s mostly-inside area: touchUpOutside, so a touchUpInside action does not run (3.4)"
        case .primaryActionTriggered:
            return "a button sends primaryActionTriggered right after touchUpInside: what UIButton(primaryAction:) and addAction(_:for: .primaryActionTriggered) run (3.12)"
        case let .touchCancel(c): return "\(name(c))'s touch was cancelled: cancelTracking sends touchCancel (3.4)"
        case let .valueChanged(why): return valueChange(why, in: h)
        case let .cameToRest(_, paging, offset):
            return paging ? "pagingEnabled: the content comes to rest on the nearest page, contentOffset \(Quoting.point(offset)) (5.13)"
                          : "the content was pulled past its edge and bounces back to contentOffset \(Quoting.point(offset)) (5.11)"
        }
    }

    package func note(_ note: RecognizerNote, in h: Hierarchy) -> String {
        switch note {
        case let .scrollingDisabled(sv):
            return "\(Quoting.named(sv, in: h)) has scrollEnabled NO: its pan is off and it passes touches up the responder chain (5.7)"
        case .disabled: return "it is disabled (isEnabled is NO), so it never sees the touch (4.2)"
        case .delegateRefusesTouch: return "its delegate's gestureRecognizer(_:shouldReceive:) returns NO, so it never sees the touch (4.2)"
        case let .alreadyFinished(state):
            return "it had already \(state.rawValue) on an earlier touch still down, and ignores new touches until it resets (4.9)"
        case let .viewMissed(m):
            return "its view \(Quoting.named(m.view, in: h)) did not get the touch, so it never sees it (4.1): \(miss(m, in: h))"
        }
    }

    func failure(_ why: RecognizerFailure, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        let code = Quoting.code, n = Quoting.number
        switch why {
        case let .tooManyFingers(count, required): return "\(count) fingers came down; it needs \(required)"
        case let .tapLandedTooFar(tap, distance, allowed):
            return "tap \(tap) came down \(n(distance)) pt from tap 1, more than its allowableMovement of \(n(allowed)) pt"
        case .noEdges:
            return "its edges are empty, UIKit's default: a screen-edge pan with no edges never recognizes (set \"edges\", e.g. [\"left\"])"
        case let .farFromEdge(distance, edges, within):
            return "the touch began \(n(distance)) pt from the \(edges.map(\.edgeName).joined(separator: " or ")) edge; a screen-edge pan starts within \(n(within)) pt of it"
        case let .movedAlongFixedAxis(distance):
            return "the finger moved \(n(distance)) pt along an axis the scroll view cannot scroll: the held touches go out early"
        case let .tapMoved(distance, allowed):
            return "the finger moved \(n(distance)) pt from where it came down, more than the \(n(allowed)) pt a tap allows (4.E)"
        case let .pressMoved(distance, duration, allowed):
            return "the finger moved \(n(distance)) pt before \(n(duration)) s had passed, more than its allowableMovement of \(n(allowed)) pt"
        case let .tapFingers(tap, fingers, required):
            return "tap \(tap) had \(fingers) finger\(fingers == 1 ? "" : "s"); it needs \(required)"
        case let .liftedBeforeDelay(delay):
            return "the finger lifted before \(n(delay)) s: the held touchesBegan goes out now, touchesEnded right after (5.3)"
        case let .liftedWithoutScrolling(hysteresis):
            return "the finger lifted without moving \(n(hysteresis)) pt along an axis the scroll view can scroll"
        case let .liftedBeforePress(after, minimum):
            return "the finger lifted after \(n(after)) s, before its minimumPressDuration of \(n(minimum)) s"
        case let .liftedBeforeSwipe(distance, directions):
            return "the finger lifted before moving \(n(distance)) pt \(directions.map(\.rawValue).joined(separator: " or "))"
        case let .liftedWithoutPanning(hysteresis): return "the finger lifted without moving \(n(hysteresis)) pt"
        case .neverPinched: return "two fingers never moved apart or together"
        case .neverRotated: return "two fingers never turned"
        case .touchCancelled: return "the touch was cancelled"
        case let .heldTooLong(maximum): return "the finger stayed down longer than \(n(maximum)) s, too long for a tap"
        case let .nextTapLate(tap, within): return "tap \(tap) did not come within \(n(within)) s"
        case let .swipeTooSlow(within, distance): return "\(n(within)) s passed without a swipe of \(n(distance)) pt"
        case let .failureRequirementRecognized(dep, began), let .requiredRecognizerRecognized(dep, began):
            return "it requires \(code(dep)) to fail, and \(code(dep)) \(began ? "began" : "recognized") (4.17)"
        case let .exclusive(winner, began):
            return "\(code(winner)) \(began ? "began" : "recognized") first, and two recognizers on one touch are exclusive unless one of them allows simultaneous recognition (4.15)"
        case .delegateShouldBeginNo: return "its delegate's gestureRecognizerShouldBegin(_:) returns NO (4.18)"
        case let .cannotCancelContentTouches(sv, v):
            return "\(name(sv)) does not scroll: \(name(v)) already has the touch and canCancelContentTouches is NO (5.5)"
        case let .touchesShouldCancelNo(sv, v, byDefault):
            let why = byDefault ? "UIScrollView's default touchesShouldCancel(in:) says NO for a UIControl" : "its touchesShouldCancel(in:) override says NO"
            return "\(name(sv)) does not scroll: \(name(v)) already has the touch and \(why) (5.5, 5.6)"
        case let .viewShouldBeginNo(v):
            return "\(name(v))'s gestureRecognizerShouldBegin(_:) override returns NO, and recognizing would cancel its touch (4.18, 4.24)"
        case let .controlVetoesTap(c, part):
            return "\(name(c)) is a \(control(c, part: part, in: h)) and vetoes a foreign single tap: its gestureRecognizerShouldBegin(_:) returns NO (4.19)"
        case let .sliderVetoes(c, part, swipe):
            return "\(name(c)) is a \(control(c, part: part, in: h)) and vetoes a \(swipe ? "swipe" : "pan") along its track that starts on its thumb (4.19, 4.20)"
        case let .switchVetoes(c, part):
            return "\(name(c)) is a \(control(c, part: part, in: h)) and vetoes a pan along the switch that starts on its knob (4.19; the simulator takes the touch to start on the knob)"
        case let .touchesShouldBeginYes(sv, content, delay):
            return "\(n(delay)) s passed without a scroll: \(name(sv)) asks touchesShouldBegin(_:with:in:), which says YES, and lets \(name(content)) have the touch (5.3)"
        }
    }

    /// A vetoing control's class (and the UIKit class it behaves as), and the private part the touch is on.
    private func control(_ c: ViewIndex, part: ViewIndex?, in h: Hierarchy) -> String {
        let info = h.views[c.index]
        let what = info.className == info.behavior ? Quoting.code(info.className) : "\(Quoting.code(info.className)) (a \(info.behavior))"
        return what + (part.map { " (the touch is on \(Quoting.named($0, in: h)), one of its private parts, 3.11)" } ?? "")
    }

    func recognition(_ why: Recognition, in h: Hierarchy) -> String {
        let n = Quoting.number
        switch why {
        case let .scrollPanMoved(distance, hysteresis):
            return "the finger moved \(n(distance)) pt along an axis the scroll view can scroll, past its \(n(hysteresis)) pt hysteresis (5.9)"
        case let .panMoved(distance, hysteresis): return "the finger moved \(n(distance)) pt, past the \(n(hysteresis)) pt a pan needs (4.E)"
        case let .edgePanMoved(distance): return "the finger moved \(n(distance)) pt in from the screen edge"
        case let .swiped(distance, direction, after, minimum, within):
            return "the finger moved \(n(distance)) pt \(direction.rawValue) within \(n(after)) s (at least \(n(minimum)) pt within \(n(within)) s)"
        case let .pinched(change, apart): return "the two fingers moved \(n(change)) pt \(apart ? "apart" : "together")"
        case let .rotated(degrees): return "the two fingers turned \(n(degrees))°"
        case let .tapped(tap, of, allowed):
            return "\(of == 1 ? "the tap" : "tap \(tap) of \(of)") ended within \(n(allowed)) pt of where it began"
        case let .pressed(duration, allowed):
            return "the finger stayed down \(n(duration)) s without moving more than \(n(allowed)) pt"
        case let .touchesShouldBeginNo(sv, content, delay):
            return "\(n(delay)) s passed and \(Quoting.named(sv, in: h))'s touchesShouldBegin(_:with:in:) says NO: \(Quoting.named(content, in: h)) gets nothing (5.3)"
        }
    }

    private func phase(_ why: PhaseCause, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        switch why {
        case let .hitTestView(v): return "\(name(v)) is the hit-test view: the touch is bound to it (4.5)"
        case .fingerMoved: return "the finger moved"
        case .fingerLifted: return "the finger lifted"
        case .systemCancelled: return "the system cancelled the touch"
        case let .heldBeganReleased(v, holder):
            return "\(name(v)) gets the held touchesBegan now: \(holder.map(reached) ?? "nothing holds it any more")"
        case .movedWhileHeld: return "the finger moved while touchesBegan was held: one touchesMoved with where it is now (4.12)"
        case let .heldEndedReleased(v, holder): return "\(name(v)) gets touchesEnded now: \(holder.map(reached) ?? "the finger lifted")"
        case let .cancelledByRecognizer(r, v, began):
            return "\(Quoting.code(r)) \(began ? "began" : "recognized") and cancels touches in its view: \(name(v)) gets touchesCancelled (4.11)"
        }
    }

    /// "`tap` failed": a recognizer and the state it reached.
    private func reached(_ r: RecognizerReached) -> String { Quoting.code(r.recognizer) + " " + r.state.rawValue }

    private func route(_ route: PhaseRoute, in h: Hierarchy) -> String {
        let v = Quoting.named(route.view, in: h)
        var end: String
        switch route.receiver {
        case .itself: end = ""
        case let .handledAbove(r): end = "; \(v) passes it up the responder chain to \(Quoting.named(r, in: h)), which handles it (4.14)"
        case let .owningControl(c):
            let control = Quoting.named(c, in: h)
            end = "; \(v) is one of \(control)'s private parts, so \(control) tracks the touch (3.11)"
        case let .chainEnd(name):
            end = "; nobody on the way handles it: UIView's default passes it up the responder chain to \(name), where it stops (4.14, RC.6)"
        }
        if !route.passedControls.isEmpty {
            let names = route.passedControls.map { Quoting.named($0, in: h) }.joined(separator: ", ")
            end += "; \(names) passes it on without tracking it and sends no control events: a control tracks only touches whose hit-test view is the control itself, not those of its interactive subviews (3.9, RC.6)"
        }
        return end
    }

    private func refusal(_ why: TouchRefusal, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        switch why {
        case let .exclusiveElsewhere(v, exclusive, finger):
            return "\(name(v)) does not receive this touch: \(name(exclusive)) has exclusiveTouch YES and is tracking finger \(finger), which blocks touches to every other view in its window (8.2)"
        case let .exclusiveItself(v, other, finger):
            return "\(name(v)) does not receive this touch: it has exclusiveTouch YES, and an exclusive-touch view receives touches only while it is the only view tracking them; \(name(other)) is tracking finger \(finger) (8.2)"
        case let .notMultipleTouch(v, finger):
            return "\(name(v)) does not receive this touch: its multipleTouchEnabled is NO (the default), so it receives only the first touch of a multi-touch sequence, finger \(finger) (8.1)"
        }
    }

    private func valueChange(_ why: ValueChangeCause, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        let n = Quoting.number
        switch why {
        case let .stepped(c, up, before, after, stepValue, wraps):
            return "the finger lifted on \(name(c))'s \(up ? "+" : "−"): value goes from \(n(before)) to \(n(after)) (stepValue \(n(stepValue))\(wraps ? ", wraps" : ""), 3.16)"
        case let .steppedAgain(c, up, before, after):
            return "the finger is still on \(name(c))'s \(up ? "+" : "−"): autorepeat steps, value \(n(before)) to \(n(after)) (3.16)"
        case let .thumbFollows(value): return "the thumb follows the finger: value \(n(value)) (isContinuous is YES, 3.15)"
        case let .knobDragged(on): return "the knob was dragged and let go on the \(on ? "on" : "off") side: isOn becomes \(on) (3.13)"
        case let .toggled(c, before, after): return "a tap on \(name(c)) toggles it: isOn goes from \(before) to \(after) (3.13)"
        case let .momentarySegment(c, segment):
            return "the finger lifted on segment \(segment) of \(name(c)), which is momentary: valueChanged with selectedSegmentIndex \(segment), then no segment stays selected (3.14)"
        case let .segmentSelected(c, before, segment):
            return "the finger lifted on segment \(segment) of \(name(c)): selectedSegmentIndex goes from \(before) to \(segment) (3.14)"
        case let .sliderLifted(c, value):
            return "the finger lifted: \(name(c)) is not continuous and sends one valueChanged with the value reached, \(n(value)) (3.15)"
        case let .stepperLifted(c, value):
            return "the finger lifted: \(name(c)) is not continuous and sends one valueChanged with the value reached, \(n(value)) (3.16)"
        }
    }
}
