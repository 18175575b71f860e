import Synchronization
import Testing
@testable import HitTestKit

/// A clock a test moves by hand.
final class HandClock: WorkClock {
    private let seconds = Mutex(0.0)
    func now() -> Double { seconds.withLock { $0 } }
    func advance(_ s: Double) { seconds.withLock { $0 += s } }
}

/// The request's budget: units, a deadline on a clock that can be replaced, a cancel flag; the first reason kept.
@Suite struct WorkBudgetTests {
    @Test func unitsRunOutAndStaySpent() {
        let budget = WorkBudget(units: 10)
        #expect(budget.spend(6, on: "a stage"))
        #expect(budget.remaining == 4)
        #expect(!budget.spend(5, on: "the second stage"))
        #expect(budget.exceeded == WorkBudget.Exceeded(limit: .work, message: "the second stage went past this request's work budget of 10 units"))
        // Once spent, always spent, and the first reason stays.
        #expect(!budget.spend(0, on: "a third"))
        #expect(budget.exceeded?.message.hasPrefix("the second stage") == true)
        #expect(throws: WorkBudget.Exceeded.self) { try budget.check() }
    }

    @Test func theDeadlineIsReadOnTheGivenClock() {
        let clock = HandClock()
        let budget = WorkBudget(seconds: 5, clock: clock)
        #expect(budget.spend(1, on: "x"))
        clock.advance(4.9)
        #expect(budget.spend(1, on: "x"))
        clock.advance(0.2)
        #expect(!budget.spend(0, on: "the fix search"))
        #expect(budget.exceeded == WorkBudget.Exceeded(limit: .deadline, message: "the fix search was still running when this request's 5 s were up"))
    }

    @Test func cancellingFromAnotherThreadStopsTheNextStep() async {
        let budget = WorkBudget()
        await Task.detached { budget.cancel("the client went away") }.value
        #expect(!budget.spend(1, on: "x"))
        #expect(budget.exceeded?.limit == .cancelled)
        #expect(budget.exceeded?.message == "the client went away")
    }

    @Test func anEstimateThatDoesNotFitStopsBeforeAnyWork() {
        let budget = WorkBudget(units: 100)
        #expect(budget.wouldFit(100, else: "never said"))
        #expect(!budget.wouldFit(101, else: "101 units; 100 fit"))
        #expect(budget.exceeded?.message == "101 units; 100 fit")
        #expect(budget.used == 0)
    }

    @Test func countsAreWrittenWithThousandsSeparators() {
        #expect(WorkBudget.count(0) == "0")
        #expect(WorkBudget.count(999) == "999")
        #expect(WorkBudget.count(1_000) == "1,000")
        #expect(WorkBudget.count(4_000_000_000) == "4,000,000,000")
    }
}
