// The kinds of the delivery's causes (DeliveryCauses.swift): each case's name, for the answers and the tests that
// check every case has its sentences.

extension TimelineCause {
    /// The case, without its values: what the answers write as `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        case failed, began, recognized, ended, cancelled, changed, scrolled, waits, scrollBeganWithinDelay, delivered
        case held, heldByScrollDelay, endedHeld, discardedWhileHeld, discardedByRecognizer, discardedHeldWithoutCancelling, discardedByScroll, refused
        case touchDown, touchDownRepeat, dragEnter, dragExit, dragMoved, liftedBackInside, liftedOutside, upInside
        case upOutside, primaryActionTriggered, touchCancel, valueChanged, cameToRest
    }

    public var kind: Kind {
        switch self {
        case .failed: .failed
        case .began: .began
        case .recognized: .recognized
        case .ended: .ended
        case .cancelled: .cancelled
        case .changed: .changed
        case .scrolled: .scrolled
        case .waits: .waits
        case .scrollBeganWithinDelay: .scrollBeganWithinDelay
        case .delivered: .delivered
        case .held: .held
        case .heldByScrollDelay: .heldByScrollDelay
        case .endedHeld: .endedHeld
        case .discardedWhileHeld: .discardedWhileHeld
        case .discardedByRecognizer: .discardedByRecognizer
        case .discardedHeldWithoutCancelling: .discardedHeldWithoutCancelling
        case .discardedByScroll: .discardedByScroll
        case .refused: .refused
        case .touchDown: .touchDown
        case .touchDownRepeat: .touchDownRepeat
        case .dragEnter: .dragEnter
        case .dragExit: .dragExit
        case .dragMoved: .dragMoved
        case .liftedBackInside: .liftedBackInside
        case .liftedOutside: .liftedOutside
        case .upInside: .upInside
        case .upOutside: .upOutside
        case .primaryActionTriggered: .primaryActionTriggered
        case .touchCancel: .touchCancel
        case .valueChanged: .valueChanged
        case .cameToRest: .cameToRest
        }
    }
}

extension RecognizerFailure {
    /// The case, without its values: what the answers write as `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        case tooManyFingers, tapLandedTooFar, noEdges, farFromEdge, movedAlongFixedAxis, tapMoved, pressMoved
        case tapFingers, liftedBeforeDelay, liftedWithoutScrolling, liftedBeforePress, liftedBeforeSwipe
        case liftedWithoutPanning, neverPinched, neverRotated, touchCancelled, heldTooLong, nextTapLate, swipeTooSlow
        case failureRequirementRecognized, requiredRecognizerRecognized, exclusive, delegateShouldBeginNo
        case cannotCancelContentTouches, touchesShouldCancelNo, viewShouldBeginNo, controlVetoesTap, sliderVetoes
        case switchVetoes, touchesShouldBeginYes
    }

    public var kind: Kind {
        switch self {
        case .tooManyFingers: .tooManyFingers
        case .tapLandedTooFar: .tapLandedTooFar
        case .noEdges: .noEdges
        case .farFromEdge: .farFromEdge
        case .movedAlongFixedAxis: .movedAlongFixedAxis
        case .tapMoved: .tapMoved
        case .pressMoved: .pressMoved
        case .tapFingers: .tapFingers
        case .liftedBeforeDelay: .liftedBeforeDelay
        case .liftedWithoutScrolling: .liftedWithoutScrolling
        case .liftedBeforePress: .liftedBeforePress
        case .liftedBeforeSwipe: .liftedBeforeSwipe
        case .liftedWithoutPanning: .liftedWithoutPanning
        case .neverPinched: .neverPinched
        case .neverRotated: .neverRotated
        case .touchCancelled: .touchCancelled
        case .heldTooLong: .heldTooLong
        case .nextTapLate: .nextTapLate
        case .swipeTooSlow: .swipeTooSlow
        case .failureRequirementRecognized: .failureRequirementRecognized
        case .requiredRecognizerRecognized: .requiredRecognizerRecognized
        case .exclusive: .exclusive
        case .delegateShouldBeginNo: .delegateShouldBeginNo
        case .cannotCancelContentTouches: .cannotCancelContentTouches
        case .touchesShouldCancelNo: .touchesShouldCancelNo
        case .viewShouldBeginNo: .viewShouldBeginNo
        case .controlVetoesTap: .controlVetoesTap
        case .sliderVetoes: .sliderVetoes
        case .switchVetoes: .switchVetoes
        case .touchesShouldBeginYes: .touchesShouldBeginYes
        }
    }
}

extension Recognition {
    /// The case, without its values: what the answers write as `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        case scrollPanMoved, panMoved, edgePanMoved, swiped, pinched, rotated, tapped, pressed, touchesShouldBeginNo
    }

    public var kind: Kind {
        switch self {
        case .scrollPanMoved: .scrollPanMoved
        case .panMoved: .panMoved
        case .edgePanMoved: .edgePanMoved
        case .swiped: .swiped
        case .pinched: .pinched
        case .rotated: .rotated
        case .tapped: .tapped
        case .pressed: .pressed
        case .touchesShouldBeginNo: .touchesShouldBeginNo
        }
    }
}

extension PhaseCause {
    /// The case, without its values: what the answers write as `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        case hitTestView, fingerMoved, fingerLifted, systemCancelled, heldBeganReleased, movedWhileHeld
        case heldEndedReleased, cancelledByRecognizer
    }

    public var kind: Kind {
        switch self {
        case .hitTestView: .hitTestView
        case .fingerMoved: .fingerMoved
        case .fingerLifted: .fingerLifted
        case .systemCancelled: .systemCancelled
        case .heldBeganReleased: .heldBeganReleased
        case .movedWhileHeld: .movedWhileHeld
        case .heldEndedReleased: .heldEndedReleased
        case .cancelledByRecognizer: .cancelledByRecognizer
        }
    }
}

extension ValueChangeCause {
    /// The case, without its values: what the answers write as `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        case stepped, steppedAgain, thumbFollows, knobDragged, toggled, momentarySegment, segmentSelected, sliderLifted
        case stepperLifted
    }

    public var kind: Kind {
        switch self {
        case .stepped: .stepped
        case .steppedAgain: .steppedAgain
        case .thumbFollows: .thumbFollows
        case .knobDragged: .knobDragged
        case .toggled: .toggled
        case .momentarySegment: .momentarySegment
        case .segmentSelected: .segmentSelected
        case .sliderLifted: .sliderLifted
        case .stepperLifted: .stepperLifted
        }
    }
}

extension TouchRefusal {
    /// The case, without its values: what the answers write as `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        case exclusiveElsewhere, exclusiveItself, notMultipleTouch
    }

    public var kind: Kind {
        switch self {
        case .exclusiveElsewhere: .exclusiveElsewhere
        case .exclusiveItself: .exclusiveItself
        case .notMultipleTouch: .notMultipleTouch
        }
    }
}

extension RecognizerNote {
    /// The case, without its values: what the answers write as `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        case scrollingDisabled, disabled, delegateRefusesTouch, alreadyFinished, viewMissed
    }

    public var kind: Kind {
        switch self {
        case .scrollingDisabled: .scrollingDisabled
        case .disabled: .disabled
        case .delegateRefusesTouch: .delegateRefusesTouch
        case .alreadyFinished: .alreadyFinished
        case .viewMissed: .viewMissed
        }
    }
}

extension PhaseRoute.Receiver {
    public enum Kind: String, Sendable, CaseIterable {
        case itself, handledAbove, owningControl, chainEnd
    }

    public var kind: Kind {
        switch self {
        case .itself: .itself
        case .handledAbove: .handledAbove
        case .owningControl: .owningControl
        case .chainEnd: .chainEnd
        }
    }
}
