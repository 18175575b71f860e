import HitTestKit
import HitTraceJSON

/// 请求的工作为何停下（`WorkBudget.Exceeded`）：碰到了哪个限额，以及怎样才放得下。
extension Chinese {
    package func workStopped(_ e: WorkBudget.Exceeded) -> String {
        let advice = "；请在一次请求中少做一些工作"
        switch e.limit {
        case .cancelled:
            return e.cancellation == .stopping
                ? "服务器在回答这个请求之前停止了；请再发送一次"
                : "客户端在答案准备好之前关闭了连接"
        case .deadline:
            return "这个请求的 \(GroupedNumber.text(e.seconds ?? 0)) 秒用完时，\(Self.work(e.work))仍在运行（服务器的 `--max-request-seconds`）" + advice
        case .work:
            guard let needed = e.needed else {
                return "\(Self.work(e.work))超出了这个请求 \(GroupedNumber.text(e.units)) 个单位的工作预算" + advice
            }
            let need = "需要约 \(GroupedNumber.text(needed)) 个工作单位，多于这个"
            let left = "（\(GroupedNumber.text(e.remaining ?? 0))）"
            switch e.work {
            case let .hitMap(step, views):
                return "点击图（步长 \(JSONText.number(step)) pt，覆盖 \(views) 个视图）\(need)请求剩下的\(left)" + advice
            case let .checkHitMap(step):
                return "检查的点击图（步长 \(JSONText.number(step)) pt）\(need)请求剩下的\(left)；请用更粗的步长"
            case .whereToTapHitMap:
                return "`where_to_tap` 的点击图\(need)调用剩下的" + advice
            default:
                return "\(Self.work(e.work))\(need)请求剩下的\(left)" + advice
            }
        }
    }

    static func work(_ w: BudgetedWork?) -> String {
        switch w {
        case .hitMap: "点击图"
        case .checkHitMap: "检查的点击图"
        case .checkTaps: "检查的点按"
        case .fixSearch: "修复搜索"
        case .delivery: "触摸的传递"
        case .whereToTapHitMap: "`where_to_tap` 的点击图"
        case nil: "这项工作"
        }
    }
}
