import HitTestKit
import HitTraceJSON

/// The sentences of checks, audits and hit-map findings in English.
extension English {
    package func summary(_ e: Expectation) -> String {
        if let name = e.name { return name }
        switch e.kind {
        case let .tap(p, view): return "tap (\(JSONText.number(p.x)), \(JSONText.number(p.y))) hits \(view)"
        case let .reachable(view): return "\(view) is reachable"
        case let .audit(profile): return "audit \(profile.name)"
        }
    }

    package func checkOutcome(_ o: CheckOutcome, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        func at(_ p: Point) -> String { "(\(JSONText.number(p.x)), \(JSONText.number(p.y)))" }
        let assumedSuffix = " (assumed: the source does not say whether interaction is enabled; UIKit's default was used)"
        switch o {
        case let .notFound(n, found): return lookUpFailure(n, found)
        case let .noWindow(v): return v.map { "no window is visible: \(name($0)) cannot be reached" } ?? "no window is visible: nothing to audit"
        case let .tapReaches(v, p, assumed): return "the touch at \(at(p)) goes to \(name(v))" + (assumed ? assumedSuffix : "")
        case let .tapMisses(v, p, got): return "the touch at \(at(p)) goes to \(got.map(name) ?? "no view"), not \(name(v))"
        case let .tapUnknown(v, p, got, cover):
            return "unknown: the touch at \(at(p)) goes to \(got.map(name) ?? "no view") only if \(name(cover)) is in front of \(name(v)), which the source does not say"
        case let .reachable(v, area, visible, assumed):
            return "\(name(v)) gets touches on \(JSONText.number(area)) pt² of \(JSONText.number(visible)) pt² visible" + (assumed ? assumedSuffix : "")
        case let .unreachable(v): return "\(name(v)) never gets the touch anywhere in its visible area"
        case let .unreachableUnknown(v):
            return "unknown: \(name(v)) is reached nowhere only if the views over it are in front of it, which the source does not say"
        case let .auditPassed(profile, targets):
            return targets == 1 ? "the one target meets \(profile)" : "every one of \(targets) targets meets \(profile)"
        case let .auditFindings(count, errors, hasMinimum, targets):
            return "\(English.count(count, "finding")) (\(errors) below the \(hasMinimum ? "minimum" : "requirement")) among \(English.count(targets, "target"))"
        case let .noTargets(profile, why):
            let looked = "no targets to audit: \(profile) measures the interactive views (UIControls and views with gesture recognizers) that receive touches"
            if why.interactive == 0 {
                let assumed = why.interactionAssumed == why.views
                    ? "; the source says of none of them whether it takes touches (an accessibility tree names no controls: all are assumed plain views)"
                    : why.interactionAssumed > 0 ? "; the source does not say whether \(why.interactionAssumed) of them take touches" : ""
                return looked + (why.views == 1 ? ", and the one view is no control and has no gesture recognizer"
                                                : ", and none of the \(why.views) views is a control or has a gesture recognizer") + assumed
            }
            return looked + (why.interactive == 1 ? ", and the one interactive view receives no touch anywhere on the screen"
                                                  : ", and none of the \(why.interactive) interactive views receives a touch anywhere on the screen")
        }
    }

    package func checkDetail(_ d: CheckDetail, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        switch d {
        case let .miss(m): return miss(m, in: h)
        case let .takenInside(hit, v): return "\(name(hit)), inside \(name(v)), takes the touch itself (it is interactive)."
        case let .notInVisibleArea(v, f):
            let frame = "(\(JSONText.number(f.x)), \(JSONText.number(f.y)), \(JSONText.number(f.width))×\(JSONText.number(f.height)))"
            return "the point is not in \(name(v))'s visible area (its frame on screen is \(frame) in its superview's coordinates)."
        case let .notVisible(v):
            return "\(name(v)) is not visible anywhere on screen (hidden, transparent, zero-sized, or outside its ancestors' bounds)."
        case let .assumed(a): return "Assumed: " + assumed(a, in: h)
        case let .finding(f): return auditFinding(f, in: h)
        case .auditOfNothingFails: return "An audit that passes over no target would say nothing about the screen, so it fails (rule CI.5)."
        case .whatIsATarget:
            return "Views that are neither controls nor carry a gesture recognizer (a cell, a row of text) are not targets, however they look."
        case let .unreachedTarget(v):
            return "\(Quoting.named(v, in: h)) is interactive but no touch reaches it ({\"reachable\": …} on it says why)."
        case let .moreUnreachedTargets(count): return "… and \(count) more interactive \(English.noun(count, "view")) that no touch reaches."
        }
    }

    package func auditFinding(_ f: AuditProfileFinding, in h: Hierarchy) -> String {
        func fmt(_ d: Double) -> String { JSONText.number((d * 10).rounded() / 10) }
        let id = Quoting.named(f.view, in: h), p = f.profile
        let size = "\(fmt(f.box.width))×\(fmt(f.box.height))"
        let assumed = f.assumed.isEmpty ? ""
            : ". Assumed: the source does not say " + (f.assumed.contains("userInteractionEnabled") ? "whether interaction is enabled, " : "")
                + "what views in front of it or overrides do; UIKit's defaults were used"
        switch f.kind {
        case .belowMinimum:
            let m = fmt(p.minimumSize ?? 0)
            return "\(id) receives touches in \(size) pt, below the \(m)×\(m) pt minimum (\(p.name))\(assumed)"
        case .belowTarget where p.spacingException:
            let t = fmt(p.targetSize)
            return "\(id) receives touches in \(size), below \(t)×\(t), and the spacing exception does not apply: a \(t)-unit circle centred on it meets \(f.neighbour.map { Quoting.named($0, in: h) } ?? "") (\(p.name))\(assumed)"
        case .belowTarget:
            let t = fmt(p.targetSize)
            let unit = p.name == "material" ? " dp" : p.name == "hig" ? " pt" : ""
            return "\(id) receives touches in \(size) pt, below the \(p.minimumSize != nil ? "recommended " : "")\(t)×\(t)\(unit) (\(p.name))\(assumed)"
        case .tooClose:
            return "\(id) and \(f.neighbour.map { Quoting.named($0, in: h) } ?? "") receive touches \(fmt(f.distance ?? 0)) dp apart, closer than \(fmt(p.spacing ?? 0)) dp (\(p.name))"
        }
    }

    package func targetFinding(_ f: TouchTargetFinding, in h: Hierarchy) -> String {
        let name = Quoting.named(f.view, in: h)
        func n(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d) }
        switch f.kind {
        case .smallTarget:
            return "\(name) receives touches in a \(n(f.receivingBox.width))×\(n(f.receivingBox.height)) pt box, smaller than the 44×44 pt guideline"
        case .enlargedHitArea:
            return "\(name) receives \(n(f.receivingArea)) pt² but draws \(n(f.drawnArea)) pt²: its hit area is enlarged by \(n(f.outsideArea)) pt²"
        case .overlapsNeighbour:
            return "\(name)'s enlarged hit area takes \(n(f.overlapArea)) pt² drawn by \(Quoting.named(f.neighbour, in: h))"
        }
    }

    package func lookUpFailure(_ name: String, _ found: NameLookup) -> String {
        switch found {
        case .view: return ""
        case .none: return "no view is named \"\(name)\" (by id, name, accessibility identifier, title or label)"
        case let .ambiguous(c):
            let shown = c.prefix(5).map { "`\($0.name)`" }.joined(separator: ", ") + (c.count > 5 ? ", …" : "")
            return "\"\(name)\" names \(c.count) views: \(shown); name one of them"
        }
    }
}
