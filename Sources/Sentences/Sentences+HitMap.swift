import HitTestKit

/// The hit map's groups: dead zones that share a cause, findings of one kind, each said once.
extension SentenceTable {
    package func deadZoneGroup(_ g: DeadZoneGroup, in h: Hierarchy) -> String {
        let by = Quoting.named(g.by, in: h)
        let what: String = switch g.reason {
        case .covered: catalog.say(g.zOrderAssumed ? .deadZonesCoveredAssumed : .deadZonesCovered, ["by": by])
        case .coveredByWindow: catalog.say(.deadZonesCoveredByWindow, ["by": by])
        case .hidden: catalog.say(.deadZonesHidden, ["by": by])
        case .userInteractionDisabled: catalog.say(.deadZonesUserInteractionDisabled, ["by": by])
        case .alphaBelowThreshold: catalog.say(.deadZonesAlphaBelowThreshold, ["by": by])
        case .disabledControl: catalog.say(.deadZonesDisabledControl, ["by": by])
        case .outsideSuperviewBounds: catalog.say(.deadZonesOutsideSuperviewBounds, ["by": by])
        case .pointInsideOverride: catalog.say(.deadZonesPointInsideOverride)
        case .hitTestOverride: catalog.say(.deadZonesHitTestOverride, ["by": by])
        }
        let (views, more) = list(g.views, in: h)
        return catalog.say(.deadZoneGroup, ["count": "\(g.views.count)", "views": views, "more": more, "what": what, "rule": g.reason.rule])
    }

    package func auditGroup(_ g: AuditGroup, in h: Hierarchy) -> String {
        let (views, more) = list(g.views, in: h)
        let message: Message = switch g.kind {
        case .smallTarget: .auditGroupSmallTarget
        case .enlargedHitArea: .auditGroupEnlargedHitArea
        case .overlapsNeighbour: .auditGroupOverlapsNeighbour
        }
        return catalog.say(message, ["count": "\(g.views.count)", "views": views, "more": more])
    }

    /// A group's views as the sentences list them (`Quoting.list`), and how many more there are, said.
    func list(_ views: [ViewIndex], in h: Hierarchy) -> (names: String, more: String) {
        let (names, left) = Quoting.list(views, in: h)
        return (names, left > 0 ? catalog.say(.listMore, ["count": "\(left)"]) : "")
    }
}
