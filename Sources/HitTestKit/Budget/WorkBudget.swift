import Synchronization

/// How much work one request may do: units of work, a deadline, and a flag another thread sets when the answer is
/// no longer wanted (the client went away, the server is stopping). Work asks it before it starts (`wouldFit`,
/// for what can be estimated, as a hit map's plan is) and while it runs (`spend`), and stops where it is once the
/// budget says no; the caller then answers `exceeded` instead of what the work found.
///
/// A unit is about one view visited or one comparison made: the unit of `HitMapPlan.work`, so that a hit map's
/// estimate is counted as it is. Each stage spends in steps of its own (a fix-search run spends the views it
/// decodes and hit-tests, a tap the `hitTest` calls it made, a hit-map row its hit tests) and never per view in
/// its inner loops, so the clock is read once a step.
///
/// Sendable: the counters are atomic and the outcome is behind a mutex, so parallel pieces of one request (the
/// hit map's bands) may share one budget, and another thread may cancel it.
public final class WorkBudget: Sendable {
    /// Why work stopped, as data (the limit met, the work that met it, the numbers), so that a client can be told
    /// which limit it met and what would fit in any language (`SentenceTable.workStopped`).
    public struct Exceeded: Error, Sendable, Equatable {
        public enum Limit: String, Sendable {
            /// The units of work ran out (`WorkBudget.units`).
            case work
            /// The deadline passed (`WorkBudget.seconds`).
            case deadline
            /// Nobody wants the answer any more (`cancel`).
            case cancelled
        }

        public var limit: Limit
        /// The work that met the limit; nil when the budget was cancelled.
        public var work: BudgetedWork?
        /// `work`: the units the budget allowed.
        public var units: Int
        /// `deadline`: the seconds the budget allowed.
        public var seconds: Double?
        /// Work refused before it started (`wouldFit`): the units it needed and those the budget had left.
        public var needed: Int?
        public var remaining: Int?
        /// `cancelled`: why.
        public var cancellation: Cancellation?
    }

    /// Why a budget was cancelled.
    public enum Cancellation: Sendable, Equatable {
        /// Whoever asked for the work went away: nobody will read the answer.
        case unwanted
        /// The process is stopping.
        case stopping
    }

    /// The units of work allowed; `Int.max` for no such limit.
    public let units: Int
    /// The time allowed, in seconds from `init`; nil for no deadline.
    public let seconds: Double?
    private let deadline: Double?
    private let clock: any WorkClock
    private let spent = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)
    private let outcome = Mutex<Exceeded?>(nil)

    /// - Parameters:
    ///   - units: the units of work allowed.
    ///   - seconds: the time allowed from now on `clock`.
    public init(units: Int = .max, seconds: Double? = nil, clock: any WorkClock = MonotonicWorkClock()) {
        self.units = max(0, units)
        self.seconds = seconds
        self.clock = clock
        deadline = seconds.map { clock.now() + $0 }
    }

    /// A budget with no limit, for callers that bound their work otherwise (the command line, tests).
    public static var unlimited: WorkBudget { WorkBudget() }

    /// Counts `units` of work done by `work`, and says whether to go on: false once the units are spent, the
    /// deadline has passed or the budget was cancelled, and from then on.
    @discardableResult
    public func spend(_ units: Int, on work: BudgetedWork) -> Bool {
        if stopped.load(ordering: .relaxed) { return false }
        let total = spent.add(max(0, units), ordering: .relaxed).newValue
        if total > self.units {
            stop(Exceeded(limit: .work, work: work, units: self.units))
            return false
        }
        if let deadline, clock.now() > deadline {
            stop(Exceeded(limit: .deadline, work: work, units: self.units, seconds: seconds))
            return false
        }
        return true
    }

    /// Says whether `units` more would fit in what is left, without spending them: for work that knows its cost
    /// before it starts. When they would not, the budget stops saying what `work` needed and what was left.
    public func wouldFit(_ units: Int, for work: BudgetedWork) -> Bool {
        if stopped.load(ordering: .relaxed) { return false }
        let left = remaining
        guard units <= left else {
            stop(Exceeded(limit: .work, work: work, units: self.units, needed: units, remaining: left))
            return false
        }
        return true
    }

    /// The units of work not yet spent.
    public var remaining: Int { max(0, units - spent.load(ordering: .relaxed)) }

    /// The units spent so far.
    public var used: Int { spent.load(ordering: .relaxed) }

    /// Stops the work from any thread: the next `spend` says no. The first reason given is kept.
    public func cancel(_ why: Cancellation) {
        stop(Exceeded(limit: .cancelled, units: units, cancellation: why))
    }

    /// Why the work stopped, or nil while it may go on.
    public var exceeded: Exceeded? {
        guard stopped.load(ordering: .acquiring) else { return nil }
        return outcome.withLock { $0 }
    }

    /// Throws `exceeded` once the work has stopped: after the work, so that a stopped stage's partial result is
    /// never answered as if it were whole.
    public func check() throws(Exceeded) {
        if let exceeded { throw exceeded }
    }

    private func stop(_ reason: Exceeded) {
        outcome.withLock { if $0 == nil { $0 = reason } }
        stopped.store(true, ordering: .releasing)
    }
}

/// What a deadline is measured on: the monotonic clock, or one a test moves by hand.
public protocol WorkClock: Sendable {
    /// Seconds since some fixed moment; never goes back.
    func now() -> Double
}

/// The monotonic clock (`ContinuousClock`), in seconds since the first time it was read in this process.
public struct MonotonicWorkClock: WorkClock {
    private static let origin = ContinuousClock.now

    public init() {}

    public func now() -> Double {
        let d = Self.origin.duration(to: .now).components
        return Double(d.seconds) + Double(d.attoseconds) / 1e18
    }
}
