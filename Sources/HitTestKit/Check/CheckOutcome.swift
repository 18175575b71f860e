/// What one expectation of a check found, as data: the result's line (`CheckOutcome`) and each reason behind it
/// (`CheckDetail`). The reports say them in words.
public enum CheckOutcome: Sendable, Equatable {
    /// The expectation's name stands for no single view.
    case notFound(name: String, NameLookup)
    /// No window is visible: nothing to audit (`view` nil), or the view cannot be reached.
    case noWindow(view: ViewIndex?)
    /// The touch at `point` goes to the view: it is the hit-test view, or holds it with no other interactive view
    /// between. `interactionAssumed`: the source does not say whether the view takes touches.
    case tapReaches(view: ViewIndex, point: Point, interactionAssumed: Bool)
    /// The touch at `point` goes to `got` (nil: no view), not the view.
    case tapMisses(view: ViewIndex, point: Point, got: ViewIndex?)
    /// Unknown: the touch at `point` goes to `got` only if `cover` is in front of the view, which the source
    /// does not say (its siblings' order was assumed).
    case tapUnknown(view: ViewIndex, point: Point, got: ViewIndex?, cover: ViewIndex)
    /// The view gets touches on `area` of the `visible` pt² it shows.
    case reachable(view: ViewIndex, area: Double, visible: Double, interactionAssumed: Bool)
    /// The view never gets the touch anywhere in its visible area.
    case unreachable(view: ViewIndex)
    /// Unknown: the view is reached nowhere only if the views over it are in front of it, which the source does
    /// not say.
    case unreachableUnknown(view: ViewIndex)
    /// Every one of `targets` targets meets the profile.
    case auditPassed(profile: String, targets: Int)
    /// `count` findings among `targets` targets, `errors` of them below the profile's minimum (a profile with
    /// one, `hasMinimum`) or its requirement.
    case auditFindings(count: Int, errors: Int, hasMinimum: Bool, targets: Int)
    /// An audit that found no target: it fails rather than pass over nothing (CI.5).
    case noTargets(profile: String, NoTargets)
}

/// One reason behind a check's result.
public enum CheckDetail: Sendable, Equatable {
    /// The view's miss: why the touch went elsewhere.
    case miss(Miss)
    /// `hit`, inside the view, takes the touch itself: it is interactive.
    case takenInside(hit: ViewIndex, view: ViewIndex)
    /// The point is not in the view's visible area; its frame in its superview's coordinates.
    case notInVisibleArea(view: ViewIndex, frame: Rect)
    /// The view is visible nowhere on screen (hidden, transparent, zero-sized, or outside its ancestors' bounds).
    case notVisible(ViewIndex)
    /// The result rests on a field the source did not carry.
    case assumed(Miss.Assumption)
    /// An audit finding.
    case finding(AuditProfileFinding)
    /// An audit of no target fails: it would say nothing about the screen (CI.5).
    case auditOfNothingFails
    /// What a target is: a control or a view with a gesture recognizer, however the others look.
    case whatIsATarget
    /// An interactive view that no touch reaches.
    case unreachedTarget(ViewIndex)
    /// How many more interactive views no touch reaches.
    case moreUnreachedTargets(Int)
}
