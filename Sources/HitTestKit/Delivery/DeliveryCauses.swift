/// Why each thing on a touch's timeline happened, as data: the rule's case and the numbers, views and
/// recognizers it rests on. The Sentences module says each in words; nothing here is text. Recognizers are
/// named by their ids (`tap`, `SV.pan`), views by index.
public enum TimelineCause: Sendable, Equatable {
    // MARK: A recognizer's state (kind `recognizer`)

    /// It failed (possible → failed).
    case failed(recognizer: String, RecognizerFailure)
    /// Arbitration let it leave `possible` (4.18): to `began` (a continuous recognizer) …
    case began(recognizer: String, Recognition)
    /// … or to `recognized` (a discrete one).
    case recognized(recognizer: String, Recognition)
    /// began/changed → ended: its finger lifted, or, for a pinch or a rotation, one of its two fingers.
    case ended(recognizer: String, oneOfTwoFingers: Bool)
    /// began/changed → cancelled: the touch was cancelled.
    case cancelled(recognizer: String)
    /// began/changed → changed: the touch moved.
    case changed(recognizer: String)
    /// A scroll view's pan changed: the content follows the finger, to this offset (5.8).
    case scrolled(recognizer: String, contentOffset: Point)
    /// It would begin (or recognize) now, but waits: it requires `for` to fail, which is still deciding (4.17).
    case waits(recognizer: String, for: String, wouldBegin: Bool)
    /// A scroll view's delay recognizer: a scroll began within its delay, so the touches it held are thrown away
    /// (5.3).
    case scrollBeganWithinDelay(recognizer: String, delay: Double)

    // MARK: A phase and the bound view (kind `view`)

    /// The phase reached the view, and through `route` the responder that takes it.
    case delivered(PhaseCause, route: PhaseRoute)
    /// touchesBegan is held back while `by` (with `delaysTouchesBegan`) is still deciding (4.12).
    case held(view: ViewIndex, by: String)
    /// touchesBegan is held back by the scroll view's content-touch delay (`delaysContentTouches`, 5.3).
    case heldByScrollDelay(view: ViewIndex, scrollView: ViewIndex, delay: Double)
    /// touchesEnded is held back while `by` (with `delaysTouchesEnded`) is still deciding (4.13).
    case endedHeld(view: ViewIndex, by: String)
    /// The touch was cancelled while its touchesBegan was held: the view never hears of it.
    case discardedWhileHeld(view: ViewIndex)
    /// `recognizer` began (or recognized) while touchesBegan was held: the touch is thrown away (4.12).
    case discardedByRecognizer(view: ViewIndex, recognizer: String, began: Bool)
    /// `recognizer`, with `delaysTouchesBegan` but not `cancelsTouchesInView`, began (or recognized) while it held
    /// the touchesBegan back: the touch is thrown away all the same (4.12).
    case discardedHeldWithoutCancelling(view: ViewIndex, recognizer: String, began: Bool)
    /// The scroll view began scrolling before its delay ran out: the held touch is thrown away (5.3).
    case discardedByScroll(view: ViewIndex, scrollView: ViewIndex, delay: Double)
    /// This finger never reaches its view nor the responder chain, while its recognizers still see it (8.1–8.3).
    case refused(TouchRefusal)

    // MARK: A control (kind `control`)

    /// The control begins tracking the touch: touchDown (3.4).
    case touchDown(control: ViewIndex)
    /// The touch is tap `tapCount` in a row: touchDownRepeat too (3.4).
    case touchDownRepeat(tapCount: Int)
    /// The finger came back within the control's mostly-inside area.
    case dragEnter(control: ViewIndex)
    /// The finger left the control's mostly-inside area: its bounds grown by `margin` (3.4).
    case dragExit(control: ViewIndex, margin: Double)
    /// The finger moved inside or outside the control.
    case dragMoved(control: ViewIndex, inside: Bool)
    /// At the lift, back inside after a last move outside: touchDragEnter comes first (3.10).
    case liftedBackInside(control: ViewIndex)
    /// At the lift, outside after a last move inside: touchDragExit comes first (3.10).
    case liftedOutside(control: ViewIndex)
    /// The finger lifted mostly inside the control: touchUpInside (3.4).
    case upInside(control: ViewIndex)
    /// The finger lifted outside the control's mostly-inside area: touchUpOutside (3.4).
    case upOutside(control: ViewIndex)
    /// A button sends primaryActionTriggered right after touchUpInside (3.12).
    case primaryActionTriggered
    /// The control's touch was cancelled: cancelTracking sends touchCancel (3.4).
    case touchCancel(control: ViewIndex)
    /// A value control's `.valueChanged` (3.13–3.16).
    case valueChanged(ValueChangeCause)

    // MARK: A scroll view (kind `scrollView`)

    /// After the lift the content comes to rest: on the nearest page (`pagingEnabled`, 5.13), or back inside its
    /// range after being pulled past an edge (5.11).
    case cameToRest(scrollView: ViewIndex, paging: Bool, contentOffset: Point)
}

/// What a recognizer's state machine or arbitration found that made it fail (4.B, 4.E, 4.15–4.19, 5.3–5.6).
public enum RecognizerFailure: Sendable, Equatable {
    /// More fingers came down than it needs.
    case tooManyFingers(count: Int, required: Int)
    /// A tap after the first came down farther from the first than its `allowableMovement`.
    case tapLandedTooFar(tap: Int, distance: Double, allowed: Double)
    /// A screen-edge pan with no edges (UIKit's default) never recognizes.
    case noEdges
    /// The touch began farther from the screen edges than a screen-edge pan starts.
    case farFromEdge(distance: Double, edges: [GestureRecognizerSpec.Direction], within: Double)
    /// The scroll view's delay recognizer: the finger moved along an axis the scroll view cannot scroll, so the
    /// held touches go out early (5.3).
    case movedAlongFixedAxis(distance: Double)
    /// A tap's finger moved farther than it allows (4.E).
    case tapMoved(distance: Double, allowed: Double)
    /// A long press's finger moved farther than its `allowableMovement` before its `minimumPressDuration`.
    case pressMoved(distance: Double, duration: Double, allowed: Double)
    /// A tap had another number of fingers than it needs.
    case tapFingers(tap: Int, fingers: Int, required: Int)
    /// The scroll view's delay recognizer: the finger lifted before the delay (5.3).
    case liftedBeforeDelay(delay: Double)
    /// The scroll view's pan: the finger lifted without moving far enough along an axis it can scroll.
    case liftedWithoutScrolling(hysteresis: Double)
    /// A long press's finger lifted before its `minimumPressDuration`.
    case liftedBeforePress(after: Double, minimum: Double)
    /// A swipe's finger lifted before moving far enough in its directions.
    case liftedBeforeSwipe(distance: Double, directions: [GestureRecognizerSpec.Direction])
    /// A pan's finger lifted without moving its hysteresis.
    case liftedWithoutPanning(hysteresis: Double)
    /// A pinch's two fingers never moved apart or together.
    case neverPinched
    /// A rotation's two fingers never turned.
    case neverRotated
    /// The touch was cancelled.
    case touchCancelled
    /// A tap's finger stayed down longer than a tap lasts.
    case heldTooLong(maximum: Double)
    /// The next tap did not come within the interval.
    case nextTapLate(tap: Int, within: Double)
    /// No swipe of the distance within the duration.
    case swipeTooSlow(within: Double, distance: Double)
    /// It requires `of` to fail, and that one had recognized (or began) (4.17).
    case failureRequirementRecognized(of: String, began: Bool)
    /// `winner`, which it requires to fail, just recognized (or began) (4.17).
    case requiredRecognizerRecognized(winner: String, began: Bool)
    /// `winner` recognized (or began) first; two recognizers on one touch are exclusive (4.15).
    case exclusive(winner: String, began: Bool)
    /// Its delegate's gestureRecognizerShouldBegin(_:) returns NO (4.18).
    case delegateShouldBeginNo
    /// The scroll view's pan: content already has the touch and canCancelContentTouches is NO (5.5).
    case cannotCancelContentTouches(scrollView: ViewIndex, content: ViewIndex)
    /// The scroll view's pan: content already has the touch and touchesShouldCancel(in:) says NO — UIScrollView's
    /// default for a UIControl (`byDefault`) or an override (5.5, 5.6).
    case touchesShouldCancelNo(scrollView: ViewIndex, content: ViewIndex, byDefault: Bool)
    /// The touched view's gestureRecognizerShouldBegin(_:) override returns NO, and recognizing would cancel its
    /// touch (4.18, 4.24).
    case viewShouldBeginNo(view: ViewIndex)
    /// A control vetoes a foreign single tap (4.19); `part`: the touched private part of it (3.11).
    case controlVetoesTap(control: ViewIndex, part: ViewIndex?)
    /// A slider vetoes a swipe (or pan) along its track that starts on its thumb (4.19, 4.20).
    case sliderVetoes(control: ViewIndex, part: ViewIndex?, swipe: Bool)
    /// A switch vetoes a pan along it that starts on its knob (4.19).
    case switchVetoes(control: ViewIndex, part: ViewIndex?)
    /// The scroll view's delay ran out without a scroll: touchesShouldBegin(_:with:in:) says YES, and the content
    /// gets the touch (5.3).
    case touchesShouldBeginYes(scrollView: ViewIndex, content: ViewIndex, delay: Double)

    /// A control's veto of an ancestor's recognizer (4.19).
    public var isControlVeto: Bool {
        switch self {
        case .controlVetoesTap, .sliderVetoes, .switchVetoes: true
        default: false
        }
    }
}

/// What a recognizer's state machine saw that makes it want to leave `possible` (4.E, 5.3, 5.9).
public enum Recognition: Sendable, Equatable {
    /// The scroll view's pan: the finger moved along an axis it can scroll, past its hysteresis (5.9).
    case scrollPanMoved(distance: Double, hysteresis: Double)
    /// A pan: the finger moved past the hysteresis (4.E).
    case panMoved(distance: Double, hysteresis: Double)
    /// A screen-edge pan: the finger moved in from the edge.
    case edgePanMoved(distance: Double)
    /// A swipe: the finger moved this far in a direction within this time (at least `minimum` within `within`).
    case swiped(distance: Double, direction: GestureRecognizerSpec.Direction, after: Double, minimum: Double, within: Double)
    /// A pinch: the two fingers moved apart (or together).
    case pinched(change: Double, apart: Bool)
    /// A rotation: the two fingers turned this many degrees.
    case rotated(degrees: Double)
    /// A tap: tap `tap` of `of` ended within `allowed` of where it began.
    case tapped(tap: Int, of: Int, allowed: Double)
    /// A long press: the finger stayed down `duration` without moving more than `allowed`.
    case pressed(duration: Double, allowed: Double)
    /// The scroll view's delay ran out and touchesShouldBegin(_:with:in:) says NO: the content gets nothing (5.3).
    case touchesShouldBeginNo(scrollView: ViewIndex, content: ViewIndex, delay: Double)
}

/// Why a phase was sent to the bound view.
public enum PhaseCause: Sendable, Equatable {
    /// The view is the hit-test view: the touch is bound to it (4.5).
    case hitTestView(ViewIndex)
    case fingerMoved
    case fingerLifted
    case systemCancelled
    /// The held touchesBegan goes out now, since `holder` reached its state (nil: nothing holds it any more).
    case heldBeganReleased(view: ViewIndex, holder: RecognizerReached?)
    /// The finger moved while touchesBegan was held: one touchesMoved with where it is now (4.12).
    case movedWhileHeld
    /// The held touchesEnded goes out now, since `holder` reached its state (nil: the finger lifted).
    case heldEndedReleased(view: ViewIndex, holder: RecognizerReached?)
    /// `recognizer` began (or recognized) and cancels touches in its view (4.11).
    case cancelledByRecognizer(recognizer: String, view: ViewIndex, began: Bool)
}

/// A recognizer and the state it reached.
public struct RecognizerReached: Sendable, Equatable {
    public var recognizer: String
    public var state: RecognizerState
}

/// How a phase sent to the bound view reaches the responder that takes it (4.14, RC.6, 3.9, 3.11): the same for
/// every phase of a touch.
public struct PhaseRoute: Sendable, Equatable {
    public enum Receiver: Sendable, Equatable {
        /// The bound view takes it itself.
        case itself
        /// A view above it handles touches (`handlesTouches`) and takes it (4.14).
        case handledAbove(ViewIndex)
        /// The bound view is one of this control's private parts: the control tracks the touch (3.11).
        case owningControl(ViewIndex)
        /// Nobody on the way handles it: it goes up to the end of the chain (its name) (4.14, RC.6).
        case chainEnd(String)
    }

    /// The bound view.
    public var view: ViewIndex
    public var receiver: Receiver
    /// Enabled controls above the bound view that passed the touch on without tracking it (3.9, RC.6).
    public var passedControls: [ViewIndex] = []

    public init(view: ViewIndex, receiver: Receiver, passedControls: [ViewIndex] = []) {
        self.view = view
        self.receiver = receiver
        self.passedControls = passedControls
    }
}

/// What a value control's `.valueChanged` changed, and how (3.13–3.16); the values before and after are in the
/// entry's `value`.
public enum ValueChangeCause: Sendable, Equatable {
    /// The finger lifted on a stepper's + (or −) before its repeat timer fired: one step.
    case stepped(control: ViewIndex, up: Bool, before: Double, after: Double, stepValue: Double, wraps: Bool)
    /// The finger is still on the stepper's + (or −): its repeat timer fired, and it steps.
    case steppedAgain(control: ViewIndex, up: Bool, before: Double, after: Double)
    /// A continuous slider's thumb follows the finger.
    case thumbFollows(value: Double)
    /// A switch's knob was dragged and let go on the on (or off) side.
    case knobDragged(on: Bool)
    /// A tap on a switch toggles it.
    case toggled(control: ViewIndex, before: Bool, after: Bool)
    /// The finger lifted on a segment of a momentary segmented control.
    case momentarySegment(control: ViewIndex, segment: Int)
    /// The finger lifted on a segment: it becomes the selected one.
    case segmentSelected(control: ViewIndex, before: Int, segment: Int)
    /// A slider that is not continuous sends one valueChanged at the lift, with the value reached.
    case sliderLifted(control: ViewIndex, value: Double)
    /// A stepper that is not continuous sends one valueChanged at the lift, with the value reached.
    case stepperLifted(control: ViewIndex, value: Double)
}

/// Why a touch just down never reaches its hit-test view (8.1, 8.2).
public enum TouchRefusal: Sendable, Equatable {
    /// `exclusive`, elsewhere in the window, has exclusiveTouch YES and is tracking `finger` (8.2).
    case exclusiveElsewhere(view: ViewIndex, exclusive: ViewIndex, finger: Int)
    /// The view has exclusiveTouch YES and `other` is tracking `finger` (8.2).
    case exclusiveItself(view: ViewIndex, other: ViewIndex, finger: Int)
    /// The view's multipleTouchEnabled is NO and it is tracking `finger` already (8.1).
    case notMultipleTouch(view: ViewIndex, finger: Int)
}

/// Why a recognizer never saw the touch (a `RecognizerOutcome` with `sawTouch` false).
public enum RecognizerNote: Sendable, Equatable {
    /// The scroll view has scrollEnabled NO: its pan is off and it passes touches up the chain (5.7).
    case scrollingDisabled(scrollView: ViewIndex)
    /// It is disabled (isEnabled NO) (4.2).
    case disabled
    /// Its delegate's gestureRecognizer(_:shouldReceive:) returns NO (4.2).
    case delegateRefusesTouch
    /// It had already reached this final state on an earlier touch still down, and ignores new ones (4.9).
    case alreadyFinished(RecognizerState)
    /// Its view did not get the touch (4.1), for the miss's reason.
    case viewMissed(Miss)
}
