/// Every message the sentences can say: the keys of the catalogues (`Catalogs/en.json`, `zh.json`), by the
/// case's name. The sentence logic picks one (and its variant: one or many, with or without a clause) and
/// computes its arguments; the catalogue has the words. The raw values number the cases from 0: a catalogue keeps
/// its templates in an array in that order, so finding one is an index, not a hash.
package enum Message: Int, CaseIterable, Sendable {
    // MARK: Hit-test steps (`HitTestStep.writeSentence`)
    case stepReturns, stepColon, stepOpen, stepClose, stepHidden, stepUserInteractionDisabled
    case stepAlphaBelowThreshold, stepDisabledControl, stepOutsideBounds, stepHitSelf, stepHitDescendant
    case stepOverride

    // MARK: Budget (`workStopped`)
    case budgetServerStopped, budgetClientClosed, budgetDeadline, budgetWork
    case budgetHitMap, budgetCheckHitMap, budgetWhereToTapHitMap, budgetNeeds
    case workHitMap, workCheckHitMap, workCheckTaps, workFixSearch, workDelivery, workWhereToTapHitMap, workAny

    // MARK: Hit maps (`deadZoneGroup`, `auditGroup`)
    case listMore, deadZoneGroup
    case deadZonesCoveredAssumed, deadZonesCovered, deadZonesCoveredByWindow, deadZonesHidden
    case deadZonesUserInteractionDisabled, deadZonesAlphaBelowThreshold, deadZonesDisabledControl
    case deadZonesOutsideSuperviewBounds, deadZonesPointInsideOverride, deadZonesHitTestOverride
    case auditGroupSmallTarget, auditGroupEnlargedHitArea, auditGroupOverlapsNeighbour

    // MARK: Traces (`setAside`, `truncation`, `coordinates`, `reading`)
    case setAsideSystemScene, setAsideOutsideInputView, clauseSeparator
    case truncationOmittedOne, truncationOmittedOther, timelineEntriesOne, timelineEntriesOther, truncationStopped
    case coordinatesOutsideScreen, coordinatesNothingUseful, coordinatesDidYouMean, readingSeparator
    case reading, readingNothingUseful, readingPixelsAt2x, readingPixelsAt3x, readingRotatedClockwise, readingRotatedCounterclockwise

    // MARK: Misses (`miss`, `assumed`)
    case subjectSuperview, subjectAncestor, namedWithClass, missSubtree, missWindowHidden, missHidden
    case missInteractionOff, interactionOffByDefault, interactionOffSet, interactionOffControlPart
    case interactionOffTurnOn, interactionOffSubviews, missAlpha, alphaAsFloat, alphaBelow, missDisabledControl
    case missOutsideWindow, missOutsideAncestor, missPointInside, pointInsideNever, pointInsideInsets
    case pointInsideInsetBy, pointInsideMinimumSize, pointInsideHere, missCoveredAssumed, coveredAssumedTaken
    case missCovered, coveredInFrontOfView, coveredInFrontOfAncestor, coveredTaken, missWindowNotAsked
    case missCoveredByWindow, overrideOwnerItself, overrideOwner, missOverrideNone, missOverrideSelfOnly
    case missOverrideForwardTo, missOverrideForwardSelfTo, missOverridePassThrough, missOverrideElsewhere
    case missAssumption, assumed, assumedUserInteractionEnabled, assumedEnabled, assumedHidden, assumedAlpha
    case assumedClipsToBounds, assumedGestureRecognizers, assumedContentOffset, assumedSubviews, assumedHitTest
    case assumedField

    // MARK: Why not (`blocker`, `group`, `taker`, `receipt`, `fix`, `status`)
    case rulesOne, rulesOther, blockerSubtree, blockerWindowHidden, blockerCoveredByWindow, blockerCoveredTook
    case blockerCoveredAssumed, blockerInFrontOfView, blockerInFrontOfAncestor, blockerCovered, blockerHidden
    case blockerByDefault, blockerUserInteractionDisabled, blockerAlpha, blockerDisabledControl, sideTop, sideLeft
    case sideBottom, sideRight, sideSeparator, blockerSticksOut, blockerOutsideAncestor, blockerOutsideBounds
    case blockerPointInside, overrideReturnsNil, overrideSelfOnly, overridePassThrough, overrideAnswers
    case blockerHitTestOverride, blockerInteractiveSubview, blockerActionNeverFired, groupMore, group
    case groupCoveredAssumed, groupCovered, groupCoveredByWindow, groupWindowHidden, groupHidden
    case groupUserInteractionDisabled, groupAlpha, groupDisabledControl, groupOutsideAncestor, groupOutsideBounds
    case groupPointInside, groupHitTestOverride, groupTaken, takerCrossed, takerRecognized, takerScrollViewDelay
    case takerDelaysTouchesBegan, takerCancelsTouchesInView, takerScrollViewCancelled, takerControlVeto
    case takerWaitedForFailure, stateSeen, stateUnseen, takerDelegateSaidNo, receiptTook, receiptNeverHeard
    case receiptCancelled, receiptActionNotSent, receiptReceivedBy, receiptGets, fixBringToFront, fixMove
    case fixMoveRecognizer, fixSetOnRecognizer, fixSet, fixExhaustedOne, fixExhaustedOther, fixNone, fixNothing
    case fixSmallestOne, fixSmallestOther, blockersOne, blockersOther, holdsHitView, isHitView, statusHit
    case statusTakenPart, statusTaken, statusOnHitPath, statusMissedPart, statusMissed, statusNearest
    case statusUnreachable

    // MARK: Checks, audits, hit-map findings (`summary`, `checkOutcome`, `checkDetail`, `auditFinding`, `targetFinding`,
    // `lookUpFailure`)
    case summaryTap, summaryReachable, summaryAudit, checkAssumedInteraction, checkNoWindowFor, checkNoWindow
    case checkTapReaches, checkNoView, checkTapMisses, checkTapUnknown, checkReachable, checkUnreachable
    case checkUnreachableUnknown, checkAuditPassedOne, checkAuditPassedOther, checkAuditFindings, findingsOne
    case findingsOther, targetsOne, targetsOther, barMinimum, barRequirement, checkNoTargets, noTargetsNoControlOne
    case noTargetsNoControlOther, noTargetsAllAssumed, noTargetsSomeAssumed, noTargetsUnreachedOne
    case noTargetsUnreachedOther, detailTakenInside, detailNotInVisibleArea, detailNotVisible, detailAssumed
    case detailAuditOfNothingFails, detailWhatIsATarget, detailUnreachedTarget, detailMoreUnreachedTargetsOne
    case detailMoreUnreachedTargetsOther, auditAssumed, auditAssumedInteraction, auditBelowMinimum
    case auditSpacingException, auditBelowTarget, auditRecommended, auditRequired, auditTooClose, targetSmall
    case targetEnlarged, targetOverlaps, lookUpNone, lookUpAmbiguous, nameSeparator, namesMore

    // MARK: Delivery (`timeline`, `note`)
    case timelineFailed, timelineBegan, timelineRecognized, timelineEndedOneOfTwo, timelineEnded, timelineCancelled
    case timelineChanged, timelineScrolled, timelineWaitsToBegin, timelineWaitsToRecognize
    case timelineScrollBeganWithinDelay, timelineDelivered, timelineHeld, timelineHeldByScrollDelay
    case timelineEndedHeld, timelineDiscardedWhileHeld, timelineDiscardedByRecognizer
    case timelineDiscardedHeldWithoutCancelling, timelineDiscardedByScroll, timelineRefused, timelineTouchDown
    case timelineTouchDownRepeat, timelineDragEnter, timelineDragExit, timelineDragMovedInside
    case timelineDragMovedOutside, timelineLiftedBackInside, timelineLiftedOutside, timelineUpInside
    case timelineUpOutside, timelinePrimaryActionTriggered, timelineTouchCancel, timelineCameToRestOnPage
    case timelineBouncedBack, wentBegan, wentRecognized, wonBegan, wonRecognized, requirementBegan
    case requirementRecognized, noteScrollingDisabled, noteDisabled, noteDelegateRefusesTouch, noteAlreadyFinished
    case noteViewMissed, directionLeft, directionRight, directionUp, directionDown, edgeLeft, edgeRight, edgeTop
    case edgeBottom, alternativeSeparator, failureTooManyFingers, failureTapLandedTooFar, failureNoEdges
    case failureFarFromEdge, failureMovedAlongFixedAxis, failureTapMoved, failurePressMoved, failureTapFingersOne
    case failureTapFingersOther, failureLiftedBeforeDelay, failureLiftedWithoutScrolling, failureLiftedBeforePress
    case failureLiftedBeforeSwipe, failureLiftedWithoutPanning, failureNeverPinched, failureNeverRotated
    case failureTouchCancelled, failureHeldTooLong, failureNextTapLate, failureSwipeTooSlow
    case failureRequiredRecognized, failureExclusive, failureDelegateShouldBeginNo
    case failureCannotCancelContentTouches, shouldCancelByDefault, shouldCancelOverride
    case failureTouchesShouldCancelNo, failureViewShouldBeginNo, failureControlVetoesTap, vetoSwipe, vetoPan
    case failureSliderVetoes, failureSwitchVetoes, failureTouchesShouldBeginYes, controlBehavingAs, controlPart
    case recognitionScrollPanMoved, recognitionPanMoved, recognitionEdgePanMoved, recognitionSwiped
    case recognitionPinchedApart, recognitionPinchedTogether, recognitionRotated, tapTheTap, tapOfTaps
    case recognitionTapped, recognitionPressed, recognitionTouchesShouldBeginNo, phaseHitTestView, phaseFingerMoved
    case phaseFingerLifted, phaseSystemCancelled, phaseHeldBeganReleased, phaseNothingHolds, phaseMovedWhileHeld
    case phaseHeldEndedReleased, phaseLifted, phaseCancelledByRecognizer, reached, statePossible, stateBegan
    case stateChanged, stateEnded, stateRecognized, stateCancelled, stateFailed, routeHandledAbove
    case routeOwningControl, routeChainEnd, routePassedControls, refusalExclusiveElsewhere, refusalExclusiveItself
    case refusalNotMultipleTouch, valueStepped, valueWraps, valueSteppedAgain, valueThumbFollows, valueKnobDragged
    case switchSideOn, switchSideOff, valueToggled, valueMomentarySegment, valueSegmentSelected, valueSliderLifted
    case valueStepperLifted

    /// The key in the catalogues.
    package var key: String { String(describing: self) }
}
