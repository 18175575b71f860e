import HitTestKit

/// The delivery's sentences: the timeline and the recognizers' notes.
extension SentenceTable {
    package func timeline(_ cause: TimelineCause, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        let code = Quoting.code, n = Quoting.number
        switch cause {
        case let .failed(r, why): return catalog.say(.timelineFailed, ["r": code(r), "why": failure(why, in: h)])
        case let .began(r, why): return catalog.say(.timelineBegan, ["r": code(r), "why": recognition(why, in: h)])
        case let .recognized(r, why): return catalog.say(.timelineRecognized, ["r": code(r), "why": recognition(why, in: h)])
        case let .ended(r, oneOfTwo): return catalog.say(oneOfTwo ? .timelineEndedOneOfTwo : .timelineEnded, ["r": code(r)])
        case let .cancelled(r): return catalog.say(.timelineCancelled, ["r": code(r)])
        case let .changed(r): return catalog.say(.timelineChanged, ["r": code(r)])
        case let .scrolled(r, offset): return catalog.say(.timelineScrolled, ["r": code(r), "offset": Quoting.point(offset)])
        case let .waits(r, dep, begin):
            return catalog.say(begin ? .timelineWaitsToBegin : .timelineWaitsToRecognize, ["r": code(r), "dep": code(dep)])
        case let .scrollBeganWithinDelay(r, delay): return catalog.say(.timelineScrollBeganWithinDelay, ["r": code(r), "delay": n(delay)])
        case let .delivered(why, route): return catalog.say(.timelineDelivered, ["phase": phase(why, in: h), "route": self.route(route, in: h)])
        case let .held(v, by): return catalog.say(.timelineHeld, ["view": name(v), "by": code(by)])
        case let .heldByScrollDelay(v, sv, delay):
            return catalog.say(.timelineHeldByScrollDelay, ["view": name(v), "scrollView": name(sv), "delay": n(delay)])
        case let .endedHeld(v, by): return catalog.say(.timelineEndedHeld, ["view": name(v), "by": code(by)])
        case let .discardedWhileHeld(v): return catalog.say(.timelineDiscardedWhileHeld, ["view": name(v)])
        case let .discardedByRecognizer(v, r, began):
            return catalog.say(.timelineDiscardedByRecognizer, ["view": name(v), "r": code(r), "went": went(began)])
        case let .discardedHeldWithoutCancelling(v, r, began):
            return catalog.say(.timelineDiscardedHeldWithoutCancelling, ["view": name(v), "r": code(r), "went": went(began)])
        case let .discardedByScroll(v, sv, delay):
            return catalog.say(.timelineDiscardedByScroll, ["view": name(v), "scrollView": name(sv), "delay": n(delay)])
        case let .refused(why): return catalog.say(.timelineRefused, ["refusal": refusal(why, in: h)])
        case let .touchDown(c): return catalog.say(.timelineTouchDown, ["control": name(c)])
        case let .touchDownRepeat(count): return catalog.say(.timelineTouchDownRepeat, ["count": "\(count)"])
        case let .dragEnter(c): return catalog.say(.timelineDragEnter, ["control": name(c)])
        case let .dragExit(c, margin): return catalog.say(.timelineDragExit, ["control": name(c), "margin": n(margin)])
        case let .dragMoved(c, inside): return catalog.say(inside ? .timelineDragMovedInside : .timelineDragMovedOutside, ["control": name(c)])
        case let .liftedBackInside(c): return catalog.say(.timelineLiftedBackInside, ["control": name(c)])
        case let .liftedOutside(c): return catalog.say(.timelineLiftedOutside, ["control": name(c)])
        case let .upInside(c): return catalog.say(.timelineUpInside, ["control": name(c)])
        case let .upOutside(c): return catalog.say(.timelineUpOutside, ["control": name(c)])
        case .primaryActionTriggered: return catalog.say(.timelinePrimaryActionTriggered)
        case let .touchCancel(c): return catalog.say(.timelineTouchCancel, ["control": name(c)])
        case let .valueChanged(why): return valueChange(why, in: h)
        case let .cameToRest(_, paging, offset):
            return catalog.say(paging ? .timelineCameToRestOnPage : .timelineBouncedBack, ["offset": Quoting.point(offset)])
        }
    }

    package func note(_ note: RecognizerNote, in h: Hierarchy) -> String {
        switch note {
        case let .scrollingDisabled(sv): return catalog.say(.noteScrollingDisabled, ["scrollView": Quoting.named(sv, in: h)])
        case .disabled: return catalog.say(.noteDisabled)
        case .delegateRefusesTouch: return catalog.say(.noteDelegateRefusesTouch)
        case let .alreadyFinished(state): return catalog.say(.noteAlreadyFinished, ["state": state.rawValue])
        case let .viewMissed(m): return catalog.say(.noteViewMissed, ["view": Quoting.named(m.view, in: h), "miss": miss(m, in: h)])
        }
    }

    /// How a recognizer that took the touch got there, as the discarding sentences say it.
    private func went(_ began: Bool) -> String { catalog.say(began ? .wentBegan : .wentRecognized) }

    /// A direction as a swipe's sentences say it ("left"), or as a screen edge by `UIRectEdge`'s name ("top").
    private func direction(_ d: GestureRecognizerSpec.Direction, asEdge: Bool = false) -> String {
        let (direction, edge): (Message, Message) = switch d {
        case .left: (.directionLeft, .edgeLeft)
        case .right: (.directionRight, .edgeRight)
        case .up: (.directionUp, .edgeTop)
        case .down: (.directionDown, .edgeBottom)
        }
        return catalog.say(asEdge ? edge : direction)
    }

    func failure(_ why: RecognizerFailure, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        let code = Quoting.code, n = Quoting.number
        let or = catalog.say(.alternativeSeparator)
        switch why {
        case let .tooManyFingers(count, required): return catalog.say(.failureTooManyFingers, ["count": "\(count)", "required": "\(required)"])
        case let .tapLandedTooFar(tap, distance, allowed):
            return catalog.say(.failureTapLandedTooFar, ["tap": "\(tap)", "distance": n(distance), "allowed": n(allowed)])
        case .noEdges: return catalog.say(.failureNoEdges)
        case let .farFromEdge(distance, edges, within):
            return catalog.say(.failureFarFromEdge, ["distance": n(distance), "edges": edges.map { direction($0, asEdge: true) }.joined(separator: or), "within": n(within)])
        case let .movedAlongFixedAxis(distance): return catalog.say(.failureMovedAlongFixedAxis, ["distance": n(distance)])
        case let .tapMoved(distance, allowed): return catalog.say(.failureTapMoved, ["distance": n(distance), "allowed": n(allowed)])
        case let .pressMoved(distance, duration, allowed):
            return catalog.say(.failurePressMoved, ["distance": n(distance), "duration": n(duration), "allowed": n(allowed)])
        case let .tapFingers(tap, fingers, required):
            return catalog.say(fingers == 1 ? .failureTapFingersOne : .failureTapFingersOther, ["tap": "\(tap)", "fingers": "\(fingers)", "required": "\(required)"])
        case let .liftedBeforeDelay(delay): return catalog.say(.failureLiftedBeforeDelay, ["delay": n(delay)])
        case let .liftedWithoutScrolling(hysteresis): return catalog.say(.failureLiftedWithoutScrolling, ["hysteresis": n(hysteresis)])
        case let .liftedBeforePress(after, minimum): return catalog.say(.failureLiftedBeforePress, ["after": n(after), "minimum": n(minimum)])
        case let .liftedBeforeSwipe(distance, directions):
            return catalog.say(.failureLiftedBeforeSwipe, ["distance": n(distance), "directions": directions.map { direction($0) }.joined(separator: or)])
        case let .liftedWithoutPanning(hysteresis): return catalog.say(.failureLiftedWithoutPanning, ["hysteresis": n(hysteresis)])
        case .neverPinched: return catalog.say(.failureNeverPinched)
        case .neverRotated: return catalog.say(.failureNeverRotated)
        case .touchCancelled: return catalog.say(.failureTouchCancelled)
        case let .heldTooLong(maximum): return catalog.say(.failureHeldTooLong, ["maximum": n(maximum)])
        case let .nextTapLate(tap, within): return catalog.say(.failureNextTapLate, ["tap": "\(tap)", "within": n(within)])
        case let .swipeTooSlow(within, distance): return catalog.say(.failureSwipeTooSlow, ["within": n(within), "distance": n(distance)])
        case let .failureRequirementRecognized(dep, began):
            return catalog.say(.failureRequiredRecognized, ["dep": code(dep), "verb": catalog.say(began ? .requirementBegan : .requirementRecognized)])
        case let .requiredRecognizerRecognized(dep, began):
            return catalog.say(.failureRequiredRecognized, ["dep": code(dep), "verb": catalog.say(began ? .wonBegan : .wonRecognized)])
        case let .exclusive(winner, began):
            return catalog.say(.failureExclusive, ["winner": code(winner), "verb": catalog.say(began ? .wonBegan : .wonRecognized)])
        case .delegateShouldBeginNo: return catalog.say(.failureDelegateShouldBeginNo)
        case let .cannotCancelContentTouches(sv, v):
            return catalog.say(.failureCannotCancelContentTouches, ["scrollView": name(sv), "view": name(v)])
        case let .touchesShouldCancelNo(sv, v, byDefault):
            let why = catalog.say(byDefault ? .shouldCancelByDefault : .shouldCancelOverride)
            return catalog.say(.failureTouchesShouldCancelNo, ["scrollView": name(sv), "view": name(v), "why": why])
        case let .viewShouldBeginNo(v): return catalog.say(.failureViewShouldBeginNo, ["view": name(v)])
        case let .controlVetoesTap(c, part):
            return catalog.say(.failureControlVetoesTap, ["view": name(c), "control": control(c, part: part, in: h)])
        case let .sliderVetoes(c, part, swipe):
            return catalog.say(.failureSliderVetoes, ["view": name(c), "control": control(c, part: part, in: h),
                                                      "gesture": catalog.say(swipe ? .vetoSwipe : .vetoPan)])
        case let .switchVetoes(c, part):
            return catalog.say(.failureSwitchVetoes, ["view": name(c), "control": control(c, part: part, in: h)])
        case let .touchesShouldBeginYes(sv, content, delay):
            return catalog.say(.failureTouchesShouldBeginYes, ["delay": n(delay), "scrollView": name(sv), "content": name(content)])
        }
    }

    /// A vetoing control's class (and the UIKit class it behaves as), and the private part the touch is on.
    private func control(_ c: ViewIndex, part: ViewIndex?, in h: Hierarchy) -> String {
        let info = h.views[c.index]
        let what = info.className == info.behavior ? Quoting.code(info.className)
            : catalog.say(.controlBehavingAs, ["class": Quoting.code(info.className), "behavior": "\(info.behavior)"])
        return what + (part.map { catalog.say(.controlPart, ["part": Quoting.named($0, in: h)]) } ?? "")
    }

    func recognition(_ why: Recognition, in h: Hierarchy) -> String {
        let n = Quoting.number
        switch why {
        case let .scrollPanMoved(distance, hysteresis):
            return catalog.say(.recognitionScrollPanMoved, ["distance": n(distance), "hysteresis": n(hysteresis)])
        case let .panMoved(distance, hysteresis): return catalog.say(.recognitionPanMoved, ["distance": n(distance), "hysteresis": n(hysteresis)])
        case let .edgePanMoved(distance): return catalog.say(.recognitionEdgePanMoved, ["distance": n(distance)])
        case let .swiped(distance, d, after, minimum, within):
            return catalog.say(.recognitionSwiped, ["distance": n(distance), "direction": direction(d), "after": n(after),
                                                    "minimum": n(minimum), "within": n(within)])
        case let .pinched(change, apart): return catalog.say(apart ? .recognitionPinchedApart : .recognitionPinchedTogether, ["change": n(change)])
        case let .rotated(degrees): return catalog.say(.recognitionRotated, ["degrees": n(degrees)])
        case let .tapped(tap, of, allowed):
            let which = of == 1 ? catalog.say(.tapTheTap) : catalog.say(.tapOfTaps, ["tap": "\(tap)", "of": "\(of)"])
            return catalog.say(.recognitionTapped, ["which": which, "allowed": n(allowed)])
        case let .pressed(duration, allowed): return catalog.say(.recognitionPressed, ["duration": n(duration), "allowed": n(allowed)])
        case let .touchesShouldBeginNo(sv, content, delay):
            return catalog.say(.recognitionTouchesShouldBeginNo, ["delay": n(delay), "scrollView": Quoting.named(sv, in: h), "content": Quoting.named(content, in: h)])
        }
    }

    private func phase(_ why: PhaseCause, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        switch why {
        case let .hitTestView(v): return catalog.say(.phaseHitTestView, ["view": name(v)])
        case .fingerMoved: return catalog.say(.phaseFingerMoved)
        case .fingerLifted: return catalog.say(.phaseFingerLifted)
        case .systemCancelled: return catalog.say(.phaseSystemCancelled)
        case let .heldBeganReleased(v, holder):
            return catalog.say(.phaseHeldBeganReleased, ["view": name(v), "holder": holder.map(reached) ?? catalog.say(.phaseNothingHolds)])
        case .movedWhileHeld: return catalog.say(.phaseMovedWhileHeld)
        case let .heldEndedReleased(v, holder):
            return catalog.say(.phaseHeldEndedReleased, ["view": name(v), "holder": holder.map(reached) ?? catalog.say(.phaseLifted)])
        case let .cancelledByRecognizer(r, v, began):
            return catalog.say(.phaseCancelledByRecognizer, ["r": Quoting.code(r), "went": went(began), "view": name(v)])
        }
    }

    /// "`tap` failed": a recognizer and the state it reached.
    private func reached(_ r: RecognizerReached) -> String {
        let message: Message = switch r.state {
        case .possible: .statePossible
        case .began: .stateBegan
        case .changed: .stateChanged
        case .ended: .stateEnded
        case .recognized: .stateRecognized
        case .cancelled: .stateCancelled
        case .failed: .stateFailed
        }
        let state = catalog.say(message)
        return catalog.say(.reached, ["recognizer": Quoting.code(r.recognizer), "state": state])
    }

    private func route(_ route: PhaseRoute, in h: Hierarchy) -> String {
        let v = Quoting.named(route.view, in: h)
        var end: String
        switch route.receiver {
        case .itself: end = ""
        case let .handledAbove(r): end = catalog.say(.routeHandledAbove, ["view": v, "responder": Quoting.named(r, in: h)])
        case let .owningControl(c): end = catalog.say(.routeOwningControl, ["view": v, "control": Quoting.named(c, in: h)])
        case let .chainEnd(name): end = catalog.say(.routeChainEnd, ["name": name])
        }
        if !route.passedControls.isEmpty {
            let names = route.passedControls.map { Quoting.named($0, in: h) }.joined(separator: catalog.say(.nameSeparator))
            end += catalog.say(.routePassedControls, ["controls": names])
        }
        return end
    }

    private func refusal(_ why: TouchRefusal, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        switch why {
        case let .exclusiveElsewhere(v, exclusive, finger):
            return catalog.say(.refusalExclusiveElsewhere, ["view": name(v), "exclusive": name(exclusive), "finger": "\(finger)"])
        case let .exclusiveItself(v, other, finger):
            return catalog.say(.refusalExclusiveItself, ["view": name(v), "other": name(other), "finger": "\(finger)"])
        case let .notMultipleTouch(v, finger): return catalog.say(.refusalNotMultipleTouch, ["view": name(v), "finger": "\(finger)"])
        }
    }

    private func valueChange(_ why: ValueChangeCause, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        let n = Quoting.number
        switch why {
        case let .stepped(c, up, before, after, stepValue, wraps):
            return catalog.say(.valueStepped, ["control": name(c), "sign": up ? "+" : "−", "before": n(before), "after": n(after),
                                               "stepValue": n(stepValue), "wraps": wraps ? catalog.say(.valueWraps) : ""])
        case let .steppedAgain(c, up, before, after):
            return catalog.say(.valueSteppedAgain, ["control": name(c), "sign": up ? "+" : "−", "before": n(before), "after": n(after)])
        case let .thumbFollows(value): return catalog.say(.valueThumbFollows, ["value": n(value)])
        case let .knobDragged(on): return catalog.say(.valueKnobDragged, ["side": catalog.say(on ? .switchSideOn : .switchSideOff), "on": "\(on)"])
        case let .toggled(c, before, after): return catalog.say(.valueToggled, ["control": name(c), "before": "\(before)", "after": "\(after)"])
        case let .momentarySegment(c, segment): return catalog.say(.valueMomentarySegment, ["segment": "\(segment)", "control": name(c)])
        case let .segmentSelected(c, before, segment):
            return catalog.say(.valueSegmentSelected, ["segment": "\(segment)", "control": name(c), "before": "\(before)"])
        case let .sliderLifted(c, value): return catalog.say(.valueSliderLifted, ["control": name(c), "value": n(value)])
        case let .stepperLifted(c, value): return catalog.say(.valueStepperLifted, ["control": name(c), "value": n(value)])
        }
    }
}
