// The kinds of a miss's causes: each case's name, for the answers and the tests that check every case has its
// sentences.

extension Miss.Cause {
    /// The case, without its values: what the answers write as `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        case windowHidden, hidden, interactionOff, alphaBelowThreshold, disabledControl, outsideWindow
        case outsideAncestor, pointInsideOverride, covered, coveredByWindow, hitTestOverride
    }

    public var kind: Kind {
        switch self {
        case .windowHidden: .windowHidden
        case .hidden: .hidden
        case .interactionOff: .interactionOff
        case .alphaBelowThreshold: .alphaBelowThreshold
        case .disabledControl: .disabledControl
        case .outsideWindow: .outsideWindow
        case .outsideAncestor: .outsideAncestor
        case .pointInsideOverride: .pointInsideOverride
        case .covered: .covered
        case .coveredByWindow: .coveredByWindow
        case .hitTestOverride: .hitTestOverride
        }
    }
}
