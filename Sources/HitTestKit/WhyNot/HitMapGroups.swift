import HitTraceJSON
/// The hit map's dead zones and audit findings, grouped the way misses are: one entry for
/// "these 25 dead zones are all under `dimmingView`", instead of 25 near-identical sentences.
public struct DeadZoneGroup: Sendable, Equatable {
    public var reason: Miss.Reason
    /// The view responsible, nil for none.
    public var by: ViewIndex?
    public var views: [ViewIndex]
    /// Lost grid points over the group's zones.
    public var lostPoints: Int
    /// `covered`: the source does not say whether `by` is in front of them (see `Miss.zOrderAssumed`).
    public var zOrderAssumed = false
}

public struct AuditGroup: Sendable, Equatable {
    public var kind: TouchTargetFinding.Kind
    public var views: [ViewIndex]
}

extension HitMapReport {
    /// Dead zones sharing a cause (same reason, same responsible view), two or more, largest first. A zone with
    /// several causes is in each of their groups.
    public var deadZoneGroups: [DeadZoneGroup] {
        struct Key: Hashable { var reason: Miss.Reason; var by: ViewIndex? }
        var order: [Key] = []
        var groups: [Key: DeadZoneGroup] = [:]
        for z in deadZones {
            for c in z.causes {
                let key = Key(reason: c.reason, by: c.by)
                if groups[key] == nil { order.append(key); groups[key] = DeadZoneGroup(reason: c.reason, by: c.by, views: [], lostPoints: 0) }
                if c.zOrderAssumed { groups[key]?.zOrderAssumed = true }
                if groups[key]?.views.last != z.view {
                    groups[key]?.views.append(z.view)
                    groups[key]?.lostPoints += z.lostPoints
                }
            }
        }
        return order.compactMap { groups[$0] }.filter { $0.views.count >= 2 }
            .enumerated().sorted { $0.element.views.count != $1.element.views.count ? $0.element.views.count > $1.element.views.count : $0.offset < $1.offset }
            .map(\.element)
    }

    /// Audit findings of the same kind, two or more.
    public var auditGroups: [AuditGroup] {
        var order: [TouchTargetFinding.Kind] = []
        var views: [TouchTargetFinding.Kind: [ViewIndex]] = [:]
        for f in audit {
            if views[f.kind] == nil { order.append(f.kind) }
            if views[f.kind]?.last != f.view { views[f.kind, default: []].append(f.view) }
        }
        return order.compactMap { k in views[k].flatMap { $0.count >= 2 ? AuditGroup(kind: k, views: $0) : nil } }
    }
}

extension WhyNotText {
    /// The rule a miss reason stands on, for group sentences.
    static func rule(_ r: Miss.Reason) -> String {
        switch r {
        case .hidden, .userInteractionDisabled: "1.1"
        case .alphaBelowThreshold: "1.3"
        case .disabledControl: "3.1"
        case .outsideSuperviewBounds: "2.6"
        case .pointInsideOverride: "7.1"
        case .hitTestOverride: "7.6"
        case .covered: "2.1"
        case .coveredByWindow: "6.2"
        }
    }

    func deadZoneGroup(_ g: DeadZoneGroup) -> String {
        let views = g.views.prefix(6).map(q).joined(separator: ", ")
        let more = g.views.count > 6 ? (lang == .en ? " and \(g.views.count - 6) more" : " 等") : ""
        let by = q(g.by)
        let r = Self.rule(g.reason)
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

    func auditGroup(_ g: AuditGroup) -> String {
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

extension WhyNotJSON {
    /// `"deadZoneGroups": […], "auditGroups": […]`, written into the hit map report's object.
    public static func hitMapGroups(_ r: HitMapReport, in h: Hierarchy, _ w: inout JSONWriter) {
        w.key("deadZoneGroups"); w.beginArray()
        for g in r.deadZoneGroups {
            w.beginObject()
            w.key("reason"); w.string(g.reason.rawValue)
            w.key("by"); ref(g.by, h, &w)
            w.key("rule"); w.string(WhyNotText.rule(g.reason))
            w.key("count"); w.int(g.views.count)
            w.key("views"); w.beginArray(); for v in g.views { ref(v, h, &w) }; w.endArray()
            w.key("lostPoints"); w.int(g.lostPoints)
            if g.zOrderAssumed { w.key("zOrderAssumed"); w.bool(true) }
            sentences(.everyLanguage, &w) { WhyNotText(h: h, lang: $0).deadZoneGroup(g) }
            w.endObject()
        }
        w.endArray()
        w.key("auditGroups"); w.beginArray()
        for g in r.auditGroups {
            w.beginObject()
            w.key("kind"); w.string(g.kind.rawValue)
            w.key("count"); w.int(g.views.count)
            w.key("views"); w.beginArray(); for v in g.views { ref(v, h, &w) }; w.endArray()
            sentences(.everyLanguage, &w) { WhyNotText(h: h, lang: $0).auditGroup(g) }
            w.endObject()
        }
        w.endArray()
    }
}
