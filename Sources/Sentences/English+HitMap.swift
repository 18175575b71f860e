import HitTestKit

/// The hit map's groups in English: dead zones that share a cause, findings of one kind, each said once.
extension English {
    package func deadZoneGroup(_ g: DeadZoneGroup, in h: Hierarchy) -> String {
        let (views, left) = Quoting.list(g.views, in: h)
        let more = left > 0 ? " and \(left) more" : ""
        let by = Quoting.named(g.by, in: h)
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
        return "These \(g.views.count) dead zones (\(views)\(more)) \(what) (rule \(g.reason.rule))."
    }

    package func auditGroup(_ g: AuditGroup, in h: Hierarchy) -> String {
        let (views, left) = Quoting.list(g.views, in: h)
        let more = left > 0 ? " and \(left) more" : ""
        switch g.kind {
        case .smallTarget: return "These \(g.views.count) views (\(views)\(more)) receive touches in boxes smaller than 44×44 pt."
        case .enlargedHitArea: return "These \(g.views.count) views (\(views)\(more)) receive touches outside what they draw (enlarged hit areas)."
        case .overlapsNeighbour: return "These \(g.views.count) views (\(views)\(more)) take touches drawn by a neighbour."
        }
    }
}
