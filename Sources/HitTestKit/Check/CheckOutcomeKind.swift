// The kinds of check outcomes and details: each case's name, for the answers and the tests that check every case has
// its sentences.

extension CheckOutcome {
    /// The case, without its values: what the answers write as `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        case notFound, noWindow, tapReaches, tapMisses, tapUnknown, reachable, unreachable, unreachableUnknown
        case auditPassed, auditFindings, noTargets
    }

    public var kind: Kind {
        switch self {
        case .notFound: .notFound
        case .noWindow: .noWindow
        case .tapReaches: .tapReaches
        case .tapMisses: .tapMisses
        case .tapUnknown: .tapUnknown
        case .reachable: .reachable
        case .unreachable: .unreachable
        case .unreachableUnknown: .unreachableUnknown
        case .auditPassed: .auditPassed
        case .auditFindings: .auditFindings
        case .noTargets: .noTargets
        }
    }
}

extension CheckDetail {
    /// The case, without its values: what the answers write as `kind`.
    public enum Kind: String, Sendable, CaseIterable {
        case miss, takenInside, notInVisibleArea, notVisible, assumed, finding, auditOfNothingFails
        case whatIsATarget, unreachedTarget, moreUnreachedTargets
    }

    public var kind: Kind {
        switch self {
        case .miss: .miss
        case .takenInside: .takenInside
        case .notInVisibleArea: .notInVisibleArea
        case .notVisible: .notVisible
        case .assumed: .assumed
        case .finding: .finding
        case .auditOfNothingFails: .auditOfNothingFails
        case .whatIsATarget: .whatIsATarget
        case .unreachedTarget: .unreachedTarget
        case .moreUnreachedTargets: .moreUnreachedTargets
        }
    }
}
