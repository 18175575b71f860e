import HitTestKit
import HitTraceJSON

/// Why a request's work stopped (`WorkBudget.Exceeded`): the limit it met, and what would fit.
extension SentenceTable {
    package func workStopped(_ e: WorkBudget.Exceeded) -> String {
        switch e.limit {
        case .cancelled:
            return catalog.say(e.cancellation == .stopping ? .budgetServerStopped : .budgetClientClosed)
        case .deadline:
            return catalog.say(.budgetDeadline, ["work": work(e.work), "seconds": GroupedNumber.text(e.seconds ?? 0)])
        case .work:
            guard let needed = e.needed.map(GroupedNumber.text) else {
                return catalog.say(.budgetWork, ["work": work(e.work), "units": GroupedNumber.text(e.units)])
            }
            let remaining = GroupedNumber.text(e.remaining ?? 0)
            switch e.work {
            case let .hitMap(step, views):
                return catalog.say(.budgetHitMap, ["step": JSONText.number(step), "views": "\(views)", "needed": needed, "remaining": remaining])
            case let .checkHitMap(step):
                return catalog.say(.budgetCheckHitMap, ["step": JSONText.number(step), "needed": needed, "remaining": remaining])
            case .whereToTapHitMap:
                return catalog.say(.budgetWhereToTapHitMap, ["needed": needed])
            default:
                return catalog.say(.budgetNeeds, ["work": work(e.work), "needed": needed, "remaining": remaining])
            }
        }
    }

    /// The work that was running, as the budget's sentences name it.
    private func work(_ w: BudgetedWork?) -> String {
        let message: Message = switch w {
        case .hitMap: .workHitMap
        case .checkHitMap: .workCheckHitMap
        case .checkTaps: .workCheckTaps
        case .fixSearch: .workFixSearch
        case .delivery: .workDelivery
        case .whereToTapHitMap: .workWhereToTapHitMap
        case nil: .workAny
        }
        return catalog.say(message)
    }
}
