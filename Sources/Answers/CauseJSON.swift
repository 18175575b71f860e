import HitTestKit
import HitTraceJSON

/// A timeline entry's cause and an ignored recognizer's note as the trace writes them, beside their `text`:
/// `{"kind": …}` and the values the sentence says, each once. The kind is the innermost case (a failure's, a
/// recognition's, a phase's), since the entry's `kind`, `event` and `state` already say which family it is; the
/// values the entry carries itself (its target, its `receivedBy`, a `valueChanged`'s `value`) are not repeated.
enum CauseJSON {
    /// `"cause":{…}`.
    static func write(_ cause: TimelineCause, in h: Hierarchy, ids: inout WrittenIDs, into out: inout OutputBytes) {
        out.append(",\"cause\":{\"kind\":")
        switch cause {
        case let .failed(_, why): failure(why, h, &ids, &out)
        case let .began(_, why), let .recognized(_, why): recognition(why, h, &ids, &out)
        case let .ended(_, oneOfTwo): out.kind("ended"); out.bool("oneOfTwoFingers", oneOfTwo)
        case .cancelled: out.kind("cancelled")
        case .changed: out.kind("changed")
        case let .scrolled(_, offset): out.kind("scrolled"); out.point("contentOffset", offset)
        case let .waits(_, dep, begin): out.kind("waits"); out.string("for", dep); out.bool("wouldBegin", begin)
        case let .scrollBeganWithinDelay(_, delay): out.kind("scrollBeganWithinDelay"); out.number("delay", delay)
        case let .delivered(why, route):
            phase(why, &out)
            out.string("receiver", route.receiver.kind.rawValue)
            if !route.passedControls.isEmpty { out.views("passedControls", route.passedControls, h, &ids) }
        case let .held(_, by): out.kind("held"); out.string("by", by)
        case let .heldByScrollDelay(_, sv, delay): out.kind("heldByScrollDelay"); out.view("scrollView", sv, h, &ids); out.number("delay", delay)
        case let .endedHeld(_, by): out.kind("endedHeld"); out.string("by", by)
        case .discardedWhileHeld: out.kind("discardedWhileHeld")
        case let .discardedByRecognizer(_, r, began): out.kind("discardedByRecognizer"); out.string("recognizer", r); out.bool("began", began)
        case let .discardedHeldWithoutCancelling(_, r, began):
            out.kind("discardedHeldWithoutCancelling"); out.string("recognizer", r); out.bool("began", began)
        case let .discardedByScroll(_, sv, delay): out.kind("discardedByScroll"); out.view("scrollView", sv, h, &ids); out.number("delay", delay)
        case let .refused(why):
            out.kind(why.kind.rawValue)
            switch why {
            case let .exclusiveElsewhere(_, exclusive, finger): out.view("exclusive", exclusive, h, &ids); out.int("finger", finger)
            case let .exclusiveItself(_, other, finger): out.view("other", other, h, &ids); out.int("finger", finger)
            case let .notMultipleTouch(_, finger): out.int("finger", finger)
            }
        case .touchDown, .dragEnter, .liftedBackInside, .liftedOutside, .upInside, .upOutside, .primaryActionTriggered, .touchCancel:
            out.kind(cause.kind.rawValue)
        case let .touchDownRepeat(count): out.kind("touchDownRepeat"); out.int("tapCount", count)
        case let .dragExit(_, margin): out.kind("dragExit"); out.number("margin", margin)
        case let .dragMoved(_, inside): out.kind("dragMoved"); out.bool("inside", inside)
        case let .valueChanged(why):
            out.kind(why.kind.rawValue)
            switch why {
            case let .stepped(_, up, _, _, stepValue, wraps): out.bool("up", up); out.number("stepValue", stepValue); out.bool("wraps", wraps)
            case let .steppedAgain(_, up, _, _): out.bool("up", up)
            case let .knobDragged(on): out.bool("on", on)
            case let .momentarySegment(_, segment), let .segmentSelected(_, _, segment): out.int("segment", segment)
            case .thumbFollows, .toggled, .sliderLifted, .stepperLifted: break
            }
        case let .cameToRest(_, paging, offset): out.kind("cameToRest"); out.bool("paging", paging); out.point("contentOffset", offset)
        }
        out.append("}")
    }

    private static func failure(_ f: RecognizerFailure, _ h: Hierarchy, _ ids: inout WrittenIDs, _ out: inout OutputBytes) {
        out.kind(f.kind.rawValue)
        switch f {
        case let .tooManyFingers(count, required): out.int("count", count); out.int("required", required)
        case let .tapLandedTooFar(tap, distance, allowed): out.int("tap", tap); out.number("distance", distance); out.number("allowed", allowed)
        case let .farFromEdge(distance, edges, within):
            out.number("distance", distance); out.strings("edges", edges.map(\.edgeName)); out.number("within", within)
        case let .movedAlongFixedAxis(distance): out.number("distance", distance)
        case let .tapMoved(distance, allowed): out.number("distance", distance); out.number("allowed", allowed)
        case let .pressMoved(distance, duration, allowed):
            out.number("distance", distance); out.number("duration", duration); out.number("allowed", allowed)
        case let .tapFingers(tap, fingers, required): out.int("tap", tap); out.int("fingers", fingers); out.int("required", required)
        case let .liftedBeforeDelay(delay): out.number("delay", delay)
        case let .liftedWithoutScrolling(hysteresis), let .liftedWithoutPanning(hysteresis): out.number("hysteresis", hysteresis)
        case let .liftedBeforePress(after, minimum): out.number("after", after); out.number("minimum", minimum)
        case let .liftedBeforeSwipe(distance, directions): out.number("distance", distance); out.strings("directions", directions.map(\.rawValue))
        case let .heldTooLong(maximum): out.number("maximum", maximum)
        case let .nextTapLate(tap, within): out.int("tap", tap); out.number("within", within)
        case let .swipeTooSlow(within, distance): out.number("within", within); out.number("distance", distance)
        case let .failureRequirementRecognized(of, began): out.string("of", of); out.bool("began", began)
        case let .requiredRecognizerRecognized(winner, began), let .exclusive(winner, began): out.string("winner", winner); out.bool("began", began)
        case let .cannotCancelContentTouches(sv, content): out.view("scrollView", sv, h, &ids); out.view("content", content, h, &ids)
        case let .touchesShouldCancelNo(sv, content, byDefault):
            out.view("scrollView", sv, h, &ids); out.view("content", content, h, &ids); out.bool("byDefault", byDefault)
        case let .viewShouldBeginNo(view): out.view("view", view, h, &ids)
        case let .controlVetoesTap(control, part), let .switchVetoes(control, part):
            out.view("control", control, h, &ids); if let part { out.view("part", part, h, &ids) }
        case let .sliderVetoes(control, part, swipe):
            out.view("control", control, h, &ids); if let part { out.view("part", part, h, &ids) }; out.bool("swipe", swipe)
        case let .touchesShouldBeginYes(sv, content, delay):
            out.view("scrollView", sv, h, &ids); out.view("content", content, h, &ids); out.number("delay", delay)
        case .noEdges, .neverPinched, .neverRotated, .touchCancelled, .delegateShouldBeginNo: break
        }
    }

    private static func recognition(_ r: Recognition, _ h: Hierarchy, _ ids: inout WrittenIDs, _ out: inout OutputBytes) {
        out.kind(r.kind.rawValue)
        switch r {
        case let .scrollPanMoved(distance, hysteresis), let .panMoved(distance, hysteresis):
            out.number("distance", distance); out.number("hysteresis", hysteresis)
        case let .edgePanMoved(distance): out.number("distance", distance)
        case let .swiped(distance, direction, after, minimum, within):
            out.number("distance", distance); out.string("direction", direction.rawValue); out.number("after", after)
            out.number("minimum", minimum); out.number("within", within)
        case let .pinched(change, apart): out.number("change", change); out.bool("apart", apart)
        case let .rotated(degrees): out.number("degrees", degrees)
        case let .tapped(tap, of, allowed): out.int("tap", tap); out.int("of", of); out.number("allowed", allowed)
        case let .pressed(duration, allowed): out.number("duration", duration); out.number("allowed", allowed)
        case let .touchesShouldBeginNo(sv, content, delay):
            out.view("scrollView", sv, h, &ids); out.view("content", content, h, &ids); out.number("delay", delay)
        }
    }

    private static func phase(_ p: PhaseCause, _ out: inout OutputBytes) {
        out.kind(p.kind.rawValue)
        switch p {
        case let .heldBeganReleased(_, holder), let .heldEndedReleased(_, holder):
            if let holder { out.string("holder", holder.recognizer); out.string("holderState", holder.state.rawValue) }
        case let .cancelledByRecognizer(r, _, began): out.string("recognizer", r); out.bool("began", began)
        case .hitTestView, .fingerMoved, .fingerLifted, .systemCancelled, .movedWhileHeld: break
        }
    }

    /// `"note":{…}`: why a recognizer never saw the touch.
    static func write(_ note: RecognizerNote, in h: Hierarchy, ids: inout WrittenIDs, into out: inout OutputBytes) {
        out.append(",\"note\":{\"kind\":")
        out.kind(note.kind.rawValue)
        switch note {
        case let .scrollingDisabled(sv): out.view("scrollView", sv, h, &ids)
        case let .alreadyFinished(state): out.string("state", state.rawValue)
        case let .viewMissed(m): out.string("reason", m.reason.rawValue); out.view("by", m.by, h, &ids)
        case .disabled, .delegateRefusesTouch: break
        }
        out.append("}")
    }
}

/// `,"name":value` pairs after a cause's kind.
extension OutputBytes {
    fileprivate mutating func kind(_ k: String) { appendQuoted(k) }
    fileprivate mutating func key(_ name: StaticString) { appendByte(0x2C); appendByte(0x22); append(name); append("\":") }
    fileprivate mutating func string(_ name: StaticString, _ s: String) { key(name); appendQuoted(s) }
    fileprivate mutating func strings(_ name: StaticString, _ list: [String]) {
        key(name)
        append("[")
        for (i, s) in list.enumerated() { if i > 0 { append(",") }; appendQuoted(s) }
        append("]")
    }
    fileprivate mutating func number(_ name: StaticString, _ d: Double) { key(name); appendNumber(d) }
    fileprivate mutating func int(_ name: StaticString, _ i: Int) { key(name); appendInteger(i) }
    fileprivate mutating func bool(_ name: StaticString, _ b: Bool) { key(name); appendBool(b) }
    fileprivate mutating func point(_ name: StaticString, _ p: Point) {
        key(name)
        append("{\"x\":"); appendNumber(p.x); append(",\"y\":"); appendNumber(p.y); append("}")
    }
    fileprivate mutating func view(_ name: StaticString, _ v: ViewIndex?, _ h: Hierarchy, _ ids: inout WrittenIDs) {
        key(name); ids.writeRef(v, h, into: &self)
    }
    fileprivate mutating func views(_ name: StaticString, _ list: [ViewIndex], _ h: Hierarchy, _ ids: inout WrittenIDs) {
        key(name)
        append("[")
        for (i, v) in list.enumerated() { if i > 0 { append(",") }; ids.writeQuoted(v, h, into: &self) }
        append("]")
    }
}
