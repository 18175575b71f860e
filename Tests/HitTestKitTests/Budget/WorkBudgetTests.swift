import Synchronization
import Testing
@testable import HitTestKit

/// A clock a test moves by hand.
final class HandClock: WorkClock {
    private let seconds = Mutex(0.0)
    func now() -> Double { seconds.withLock { $0 } }
    func advance(_ s: Double) { seconds.withLock { $0 += s } }
}

/// The request's budget: units, a deadline on a clock that can be replaced, a cancel flag; the first reason kept,
/// as data (the sentences for it are `BudgetSentenceTests`).
@Suite struct WorkBudgetTests {
    @Test func unitsRunOutAndStaySpent() {
        let budget = WorkBudget(units: 10)
        #expect(budget.spend(6, on: .checkTaps))
        #expect(budget.remaining == 4)
        #expect(!budget.spend(5, on: .fixSearch))
        #expect(budget.exceeded == WorkBudget.Exceeded(limit: .work, work: .fixSearch, units: 10))
        // Once spent, always spent, and the first reason stays.
        #expect(!budget.spend(0, on: .delivery))
        #expect(budget.exceeded?.work == .fixSearch)
        #expect(throws: WorkBudget.Exceeded.self) { try budget.check() }
    }

    @Test func theDeadlineIsReadOnTheGivenClock() {
        let clock = HandClock()
        let budget = WorkBudget(seconds: 5, clock: clock)
        #expect(budget.spend(1, on: .delivery))
        clock.advance(4.9)
        #expect(budget.spend(1, on: .delivery))
        clock.advance(0.2)
        #expect(!budget.spend(0, on: .fixSearch))
        #expect(budget.exceeded == WorkBudget.Exceeded(limit: .deadline, work: .fixSearch, units: .max, seconds: 5))
    }

    @Test func cancellingFromAnotherThreadStopsTheNextStep() async {
        let budget = WorkBudget()
        await Task.detached { budget.cancel(.unwanted) }.value
        #expect(!budget.spend(1, on: .delivery))
        #expect(budget.exceeded?.limit == .cancelled)
        #expect(budget.exceeded?.cancellation == .unwanted)
    }

    @Test func anEstimateThatDoesNotFitStopsBeforeAnyWork() {
        let budget = WorkBudget(units: 100)
        #expect(budget.wouldFit(100, for: .checkTaps))
        #expect(!budget.wouldFit(101, for: .hitMap(step: 2, views: 7)))
        #expect(budget.exceeded == WorkBudget.Exceeded(limit: .work, work: .hitMap(step: 2, views: 7), units: 100, needed: 101, remaining: 100))
        #expect(budget.used == 0)
    }
}
