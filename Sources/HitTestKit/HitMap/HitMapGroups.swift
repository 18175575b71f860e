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

extension Miss.Reason {
    /// The rule a miss reason stands on, for group sentences.
    public var rule: String {
        switch self {
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
}
