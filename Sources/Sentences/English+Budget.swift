import HitTestKit
import HitTraceJSON

/// Why a request's work stopped (`WorkBudget.Exceeded`): the limit it met, and what would fit.
extension English {
    package func workStopped(_ e: WorkBudget.Exceeded) -> String {
        let advice = "; ask for less work in one request"
        switch e.limit {
        case .cancelled:
            return e.cancellation == .stopping
                ? "the server stopped before this request was answered; send it again"
                : "the client closed its connection before the answer was ready"
        case .deadline:
            return "\(Self.work(e.work)) was still running when this request's \(GroupedNumber.text(e.seconds ?? 0)) s were up "
                + "(the server's --max-request-seconds)" + advice
        case .work:
            guard let needed = e.needed else {
                return "\(Self.work(e.work)) went past this request's work budget of \(GroupedNumber.text(e.units)) units" + advice
            }
            let need = "needs about \(GroupedNumber.text(needed)) units of work, more than this"
            let left = "(\(GroupedNumber.text(e.remaining ?? 0)))"
            switch e.work {
            case let .hitMap(step, views):
                return "the hit map (a \(JSONText.number(step))-pt step over \(views) views) \(need) request has left \(left)" + advice
            case let .checkHitMap(step):
                return "the check's hit map (a \(JSONText.number(step))-pt step) \(need) request has left \(left); ask for a coarser step"
            case .whereToTapHitMap:
                return "where_to_tap's hit map \(need) call has left" + advice
            default:
                return "\(Self.work(e.work)) \(need) request has left \(left)" + advice
            }
        }
    }

    static func work(_ w: BudgetedWork?) -> String {
        switch w {
        case .hitMap: "the hit map"
        case .checkHitMap: "the check's hit map"
        case .checkTaps: "the check's taps"
        case .fixSearch: "the fix search"
        case .delivery: "the touch's delivery"
        case .whereToTapHitMap: "where_to_tap's hit map"
        case nil: "the work"
        }
    }
}
