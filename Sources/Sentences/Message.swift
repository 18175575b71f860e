/// Every message the sentences can say: the keys of the catalogues (`Catalogs/en.json`, `zh.json`), by the
/// case's name. The sentence logic picks one (and its variant: one or many, with or without a clause) and
/// computes its arguments; the catalogue has the words.
package enum Message: CaseIterable, Sendable {
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

    /// The key in the catalogues.
    package var key: String { String(describing: self) }
}
