import HitTraceJSON
import HitTestKit

extension WhyNotText {
    package func deadZoneGroup(_ g: DeadZoneGroup) -> String {
        let views = g.views.prefix(6).map(q).joined(separator: ", ")
        let more = g.views.count > 6 ? (lang == .en ? " and \(g.views.count - 6) more" : " 等") : ""
        let by = q(g.by)
        let r = g.reason.rule
        switch lang {
        case .en:
            let what: String = switch g.reason {
            case .covered: g.zOrderAssumed
                ? "are covered by \(by) only if it is in front of them, which the source does not say (unknown: their order was assumed)"
                : "are covered by \(by), which takes the touch first"
            case .coveredByWindow: "are behind the window \(by)"
            case .hidden: "are inside \(by), which is hidden"
            case .userInteractionDisabled: "are inside \(by), which has userInteractionEnabled = NO"
            case .alphaBelowThreshold: "are inside \(by), whose alpha is below 0.01"
            case .disabledControl: "are inside the disabled control \(by)"
            case .outsideSuperviewBounds: "stick out of \(by), which does not contain those points"
            case .pointInsideOverride: "say NO in their pointInside overrides"
            case .hitTestOverride: "are under \(by)'s hitTest override"
            }
            return "These \(g.views.count) dead zones (\(views)\(more)) \(what) (rule \(r))."
        case .zh:
            let what: String = switch g.reason {
            case .covered: g.zOrderAssumed
                ? "只有当 \(by) 在它们前面时才会被挡住，而来源没有说明（不确定：顺序是假定的）"
                : "都被 \(by) 挡住，它先接住了触摸"
            case .coveredByWindow: "都在窗口 \(by) 后面"
            case .hidden: "都在隐藏的 \(by) 里面"
            case .userInteractionDisabled: "都在 userInteractionEnabled 为 NO 的 \(by) 里面"
            case .alphaBelowThreshold: "都在 alpha 小于 0.01 的 \(by) 里面"
            case .disabledControl: "都在被禁用的控件 \(by) 里面"
            case .outsideSuperviewBounds: "都超出了 \(by)，而 \(by) 不包含这些点"
            case .pointInsideOverride: "重写的 pointInside 都返回 NO"
            case .hitTestOverride: "都在 \(by) 重写的 hitTest 之下"
            }
            return "这 \(g.views.count) 个失效区域（\(views)\(more)）\(what)（规则 \(r)）。"
        }
    }

    package func auditGroup(_ g: AuditGroup) -> String {
        let views = g.views.prefix(6).map(q).joined(separator: ", ")
        let more = g.views.count > 6 ? (lang == .en ? " and \(g.views.count - 6) more" : " 等") : ""
        switch (lang, g.kind) {
        case (.en, .smallTarget): return "These \(g.views.count) views (\(views)\(more)) receive touches in boxes smaller than 44×44 pt."
        case (.en, .enlargedHitArea): return "These \(g.views.count) views (\(views)\(more)) receive touches outside what they draw (enlarged hit areas)."
        case (.en, .overlapsNeighbour): return "These \(g.views.count) views (\(views)\(more)) take touches drawn by a neighbour."
        case (.zh, .smallTarget): return "这 \(g.views.count) 个视图（\(views)\(more)）接收触摸的区域小于 44×44 pt。"
        case (.zh, .enlargedHitArea): return "这 \(g.views.count) 个视图（\(views)\(more)）在绘制区域之外也接收触摸（扩大了点击区域）。"
        case (.zh, .overlapsNeighbour): return "这 \(g.views.count) 个视图（\(views)\(more)）接走了相邻视图绘制区域里的触摸。"
        }
    }
}

