import HitTestKit

/// The hit map's groups in Chinese: dead zones that share a cause, findings of one kind, each said once.
extension Chinese {
    package func deadZoneGroup(_ g: DeadZoneGroup, in h: Hierarchy) -> String {
        let (views, left) = Quoting.list(g.views, in: h)
        let more = left > 0 ? " 等" : ""
        let by = Quoting.named(g.by, in: h)
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
        return "这 \(g.views.count) 个失效区域（\(views)\(more)）\(what)（规则 \(g.reason.rule)）。"
    }

    package func auditGroup(_ g: AuditGroup, in h: Hierarchy) -> String {
        let (views, left) = Quoting.list(g.views, in: h)
        let more = left > 0 ? " 等" : ""
        switch g.kind {
        case .smallTarget: return "这 \(g.views.count) 个视图（\(views)\(more)）接收触摸的区域小于 44×44 pt。"
        case .enlargedHitArea: return "这 \(g.views.count) 个视图（\(views)\(more)）在绘制区域之外也接收触摸（扩大了点击区域）。"
        case .overlapsNeighbour: return "这 \(g.views.count) 个视图（\(views)\(more)）接走了相邻视图绘制区域里的触摸。"
        }
    }
}
