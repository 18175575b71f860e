import HitTestKit
import HitTraceJSON

/// The sentences of checks, audits and hit-map findings.
extension SentenceTable {
    package func summary(_ e: Expectation) -> String {
        if let name = e.name { return name }
        switch e.kind {
        case let .tap(p, view): return catalog.say(.summaryTap, ["x": JSONText.number(p.x), "y": JSONText.number(p.y), "view": view])
        case let .reachable(view): return catalog.say(.summaryReachable, ["view": view])
        case let .audit(profile): return catalog.say(.summaryAudit, ["profile": profile.name])
        }
    }

    package func checkOutcome(_ o: CheckOutcome, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        func at(_ p: Point) -> String { "(\(JSONText.number(p.x)), \(JSONText.number(p.y)))" }
        func got(_ v: ViewIndex?) -> String { v.map(name) ?? catalog.say(.checkNoView) }
        func assumed(_ assumed: Bool) -> String { assumed ? catalog.say(.checkAssumedInteraction) : "" }
        switch o {
        case let .notFound(n, found): return lookUpFailure(n, found)
        case let .noWindow(v): return v.map { catalog.say(.checkNoWindowFor, ["view": name($0)]) } ?? catalog.say(.checkNoWindow)
        case let .tapReaches(v, p, a): return catalog.say(.checkTapReaches, ["at": at(p), "view": name(v), "assumed": assumed(a)])
        case let .tapMisses(v, p, g): return catalog.say(.checkTapMisses, ["at": at(p), "got": got(g), "view": name(v)])
        case let .tapUnknown(v, p, g, cover):
            return catalog.say(.checkTapUnknown, ["at": at(p), "got": got(g), "cover": name(cover), "view": name(v)])
        case let .reachable(v, area, visible, a):
            return catalog.say(.checkReachable, ["view": name(v), "area": JSONText.number(area), "visible": JSONText.number(visible), "assumed": assumed(a)])
        case let .unreachable(v): return catalog.say(.checkUnreachable, ["view": name(v)])
        case let .unreachableUnknown(v): return catalog.say(.checkUnreachableUnknown, ["view": name(v)])
        case let .auditPassed(profile, targets):
            return catalog.say(targets == 1 ? .checkAuditPassedOne : .checkAuditPassedOther, ["targets": "\(targets)", "profile": profile])
        case let .auditFindings(count, errors, hasMinimum, targets):
            return catalog.say(.checkAuditFindings, [
                "findings": catalog.say(count == 1 ? .findingsOne : .findingsOther, ["count": "\(count)"]),
                "errors": "\(errors)", "bar": catalog.say(hasMinimum ? .barMinimum : .barRequirement),
                "targets": catalog.say(targets == 1 ? .targetsOne : .targetsOther, ["count": "\(targets)"]),
            ])
        case let .noTargets(profile, why):
            let reason: String
            if why.interactive == 0 {
                let assumed = why.interactionAssumed == why.views ? catalog.say(.noTargetsAllAssumed)
                    : why.interactionAssumed > 0 ? catalog.say(.noTargetsSomeAssumed, ["count": "\(why.interactionAssumed)"]) : ""
                reason = catalog.say(why.views == 1 ? .noTargetsNoControlOne : .noTargetsNoControlOther, ["views": "\(why.views)", "assumed": assumed])
            } else {
                reason = catalog.say(why.interactive == 1 ? .noTargetsUnreachedOne : .noTargetsUnreachedOther, ["interactive": "\(why.interactive)"])
            }
            return catalog.say(.checkNoTargets, ["profile": profile, "why": reason])
        }
    }

    package func checkDetail(_ d: CheckDetail, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        switch d {
        case let .miss(m): return miss(m, in: h)
        case let .takenInside(hit, v): return catalog.say(.detailTakenInside, ["hit": name(hit), "view": name(v)])
        case let .notInVisibleArea(v, f):
            let frame = "(\(JSONText.number(f.x)), \(JSONText.number(f.y)), \(JSONText.number(f.width))×\(JSONText.number(f.height)))"
            return catalog.say(.detailNotInVisibleArea, ["view": name(v), "frame": frame])
        case let .notVisible(v): return catalog.say(.detailNotVisible, ["view": name(v)])
        case let .assumed(a): return catalog.say(.detailAssumed, ["assumption": assumed(a, in: h)])
        case let .finding(f): return auditFinding(f, in: h)
        case .auditOfNothingFails: return catalog.say(.detailAuditOfNothingFails)
        case .whatIsATarget: return catalog.say(.detailWhatIsATarget)
        case let .unreachedTarget(v): return catalog.say(.detailUnreachedTarget, ["view": name(v)])
        case let .moreUnreachedTargets(count):
            return catalog.say(count == 1 ? .detailMoreUnreachedTargetsOne : .detailMoreUnreachedTargetsOther, ["count": "\(count)"])
        }
    }

    package func auditFinding(_ f: AuditProfileFinding, in h: Hierarchy) -> String {
        func fmt(_ d: Double) -> String { JSONText.number((d * 10).rounded() / 10) }
        let view = Quoting.named(f.view, in: h), p = f.profile
        let neighbour = f.neighbour.map { Quoting.named($0, in: h) } ?? ""
        let size = "\(fmt(f.box.width))×\(fmt(f.box.height))"
        let assumed = f.assumed.isEmpty ? "" : catalog.say(.auditAssumed, [
            "interaction": f.assumed.contains("userInteractionEnabled") ? catalog.say(.auditAssumedInteraction) : "",
        ])
        switch f.kind {
        case .belowMinimum:
            return catalog.say(.auditBelowMinimum, ["view": view, "size": size, "minimum": fmt(p.minimumSize ?? 0), "profile": p.name, "assumed": assumed])
        case .belowTarget where p.spacingException:
            return catalog.say(.auditSpacingException, ["view": view, "size": size, "target": fmt(p.targetSize), "neighbour": neighbour,
                                                        "profile": p.name, "assumed": assumed])
        case .belowTarget:
            let unit = p.name == "material" ? " dp" : p.name == "hig" ? " pt" : ""
            return catalog.say(.auditBelowTarget, ["view": view, "size": size, "recommended": catalog.say(p.minimumSize != nil ? .auditRecommended : .auditRequired),
                                                   "target": fmt(p.targetSize), "unit": unit, "profile": p.name, "assumed": assumed])
        case .tooClose:
            return catalog.say(.auditTooClose, ["view": view, "neighbour": neighbour, "distance": fmt(f.distance ?? 0), "spacing": fmt(p.spacing ?? 0), "profile": p.name])
        }
    }

    package func targetFinding(_ f: TouchTargetFinding, in h: Hierarchy) -> String {
        let view = Quoting.named(f.view, in: h)
        func n(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d) }
        switch f.kind {
        case .smallTarget:
            return catalog.say(.targetSmall, ["view": view, "width": n(f.receivingBox.width), "height": n(f.receivingBox.height)])
        case .enlargedHitArea:
            return catalog.say(.targetEnlarged, ["view": view, "receiving": n(f.receivingArea), "drawn": n(f.drawnArea), "outside": n(f.outsideArea)])
        case .overlapsNeighbour:
            return catalog.say(.targetOverlaps, ["view": view, "overlap": n(f.overlapArea), "neighbour": Quoting.named(f.neighbour, in: h)])
        }
    }

    package func lookUpFailure(_ name: String, _ found: NameLookup) -> String {
        switch found {
        case .view: return ""
        case .none: return catalog.say(.lookUpNone, ["name": name])
        case let .ambiguous(c):
            let shown = c.prefix(5).map { Quoting.code($0.name) }.joined(separator: catalog.say(.nameSeparator)) + (c.count > 5 ? catalog.say(.namesMore) : "")
            return catalog.say(.lookUpAmbiguous, ["name": name, "count": "\(c.count)", "shown": shown])
        }
    }
}
