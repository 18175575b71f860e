import HitTestKit

/// "Why not my view?": each blocker, the groups misses share, who took the touch past the hit-test, the fix and
/// the answer's status.
extension SentenceTable {
    /// "rule 1.4" / "rules 5.9, 5.8".
    private func rules(_ rules: [String]) -> String {
        catalog.say(rules.count == 1 ? .rulesOne : .rulesOther, ["rules": rules.joined(separator: ", ")])
    }

    package func blocker(_ b: Blocker, of view: ViewIndex, in h: Hierarchy) -> String {
        func q(_ v: ViewIndex?) -> String { Quoting.named(v, in: h) }
        let n = Quoting.number, pt = Quoting.point(_:) as (Point?) -> String
        let who = q(b.view)
        let relation = Relation(of: b.view, to: view, in: h)
        let isSelf = relation == .itself
        let r = rules(b.rules)
        let subject = self.subject(relation, who)
        let subtree = isSelf ? "" : catalog.say(.blockerSubtree)
        switch b.kind {
        case .windowHidden: return catalog.say(.blockerWindowHidden, ["who": who, "r": r])
        case .coveredByWindow:
            return catalog.say(.blockerCoveredByWindow, ["who": who, "level": n(b.windowLevel ?? 0), "path": q(b.pathView),
                                                         "ownLevel": n(b.ownWindowLevel ?? 0), "took": q(b.took), "r": r])
        case .covered:
            let took = b.took == b.view ? "" : catalog.say(.blockerCoveredTook, ["took": q(b.took)])
            if b.zOrderAssumed {
                return catalog.say(.blockerCoveredAssumed, ["who": who, "path": q(b.pathView), "took": took, "r": r])
            }
            let front = b.pathView == view ? catalog.say(.blockerInFrontOfView) : catalog.say(.blockerInFrontOfAncestor, ["path": q(b.pathView)])
            return catalog.say(.blockerCovered, ["who": who, "front": front, "took": took, "r": r])
        case .hidden: return catalog.say(.blockerHidden, ["subject": subject, "subtree": subtree, "r": r])
        case .userInteractionDisabled:
            let byDefault = b.rules.contains("3.6") ? catalog.say(.blockerByDefault, ["behavior": "\(h.views[b.view.index].behavior)"]) : ""
            return catalog.say(.blockerUserInteractionDisabled, ["subject": subject, "byDefault": byDefault, "subtree": subtree, "r": r])
        case .alphaBelowThreshold:
            return catalog.say(.blockerAlpha, ["subject": subject, "alpha": n(b.alpha ?? 0), "subtree": subtree, "r": r])
        case .disabledControl: return catalog.say(.blockerDisabledControl, ["subject": subject, "r": r])
        case .outsideAncestor:
            let sides = b.sticksOut.map { i in
                [(Message.sideTop, i.top), (.sideLeft, i.left), (.sideBottom, i.bottom), (.sideRight, i.right)]
                    .filter { $0.1 > 0 }.map { catalog.say($0.0, ["distance": n($0.1)]) }.joined(separator: catalog.say(.sideSeparator))
            } ?? ""
            let out = sides.isEmpty ? "" : catalog.say(.blockerSticksOut, ["view": q(view), "sides": sides])
            return catalog.say(.blockerOutsideAncestor, ["subject": subject, "point": pt(b.point), "bounds": Quoting.rect(b.area),
                                                         "distance": n(b.distance ?? 0), "out": out, "r": r])
        case .outsideBounds:
            return catalog.say(.blockerOutsideBounds, ["point": pt(b.point), "who": who, "bounds": Quoting.rect(b.area),
                                                       "distance": n(b.distance ?? 0), "nearest": pt(b.nearestPoint), "r": r])
        case .pointInsideOverride: return catalog.say(.blockerPointInside, ["who": who, "point": pt(b.point), "r": r])
        case .hitTestOverride:
            let what: String = switch b.override {
            case .none?: catalog.say(.overrideReturnsNil)
            case .selfOnly?: catalog.say(.overrideSelfOnly, ["who": who])
            case .passThrough?: catalog.say(.overridePassThrough, ["who": who])
            default: catalog.say(.overrideAnswers, ["target": q(b.overrideTarget)])
            }
            let owner = isSelf ? catalog.say(.overrideOwnerItself) : catalog.say(.overrideOwner, ["name": who])
            return catalog.say(.blockerHitTestOverride, ["owner": owner, "what": what, "r": r])
        case .recognizerTookTouch, .cancelsTouchesInView, .scrollViewDelay, .delaysTouchesBegan, .scrollViewCancelled,
             .controlVeto, .waitedForFailure, .delegateSaidNo, .actionNeverFired:
            if let k = b.taker { return taker(k, hitView: b.pathView, in: h) }
            let rules = b.rules.joined(separator: ", ")
            return catalog.say(b.rules.first == "3.9" ? .blockerInteractiveSubview : .blockerActionNeverFired,
                               ["hit": q(b.view), "view": q(view), "rules": rules])
        }
    }

    package func group(_ g: BlockerGroup, in h: Hierarchy) -> String {
        let (views, left) = Quoting.list(g.views, in: h)
        let more = left > 0 ? catalog.say(.groupMore, ["count": "\(left)", "total": "\(g.views.count)"]) : ""
        let who: KeyValuePairs = ["who": Quoting.named(g.view, in: h)]
        let what: String = switch g.kind {
        case .covered: catalog.say(g.zOrderAssumed ? .groupCoveredAssumed : .groupCovered, who)
        case .coveredByWindow: catalog.say(.groupCoveredByWindow, who)
        case .windowHidden: catalog.say(.groupWindowHidden, who)
        case .hidden: catalog.say(.groupHidden, who)
        case .userInteractionDisabled: catalog.say(.groupUserInteractionDisabled, who)
        case .alphaBelowThreshold: catalog.say(.groupAlpha, who)
        case .disabledControl: catalog.say(.groupDisabledControl, who)
        case .outsideAncestor: catalog.say(.groupOutsideAncestor, who)
        case .outsideBounds: catalog.say(.groupOutsideBounds)
        case .pointInsideOverride: catalog.say(.groupPointInside)
        case .hitTestOverride: catalog.say(.groupHitTestOverride, who)
        case .recognizerTookTouch, .cancelsTouchesInView, .scrollViewDelay, .delaysTouchesBegan, .scrollViewCancelled,
             .controlVeto, .waitedForFailure, .delegateSaidNo, .actionNeverFired: catalog.say(.groupTaken, who)
        }
        return catalog.say(.group, ["count": "\(g.views.count)", "views": views, "more": more, "what": what, "r": rules(g.rules)])
    }

    package func taker(_ k: Receipt.Taker, hitView: ViewIndex?, in h: Hierarchy) -> String {
        let n = Quoting.number
        let rec = k.recognizer.map(Quoting.code) ?? ""
        let who = Quoting.named(k.view, in: h), hit = Quoting.named(hitView, in: h)
        let at = k.t.map(n) ?? "?"
        let r = rules(k.rules)
        var crossed = ""
        if let name = k.threshold, let value = k.thresholdValue {
            crossed = catalog.say(.takerCrossed, ["threshold": name, "value": n(value), "measured": k.measured.map(n) ?? "?"])
        }
        switch k.kind {
        case .recognized: return catalog.say(.takerRecognized, ["rec": rec, "who": who, "at": at, "crossed": crossed, "r": r])
        case .scrollViewDelay: return catalog.say(.takerScrollViewDelay, ["who": who, "hit": hit, "delay": n(k.delay ?? 0.15), "r": r])
        case .delaysTouchesBegan: return catalog.say(.takerDelaysTouchesBegan, ["rec": rec, "who": who, "at": at, "r": r])
        case .cancelsTouchesInView: return catalog.say(.takerCancelsTouchesInView, ["rec": rec, "who": who, "at": at, "hit": hit, "r": r])
        case .scrollViewCancelled: return catalog.say(.takerScrollViewCancelled, ["who": who, "at": at, "hit": hit, "r": r])
        case .controlVeto: return catalog.say(.takerControlVeto, ["who": who, "vetoed": k.vetoed ?? "", "r": r])
        case .waitedForFailure:
            let state = k.waitedForState.map { catalog.say(.stateSeen, ["state": $0]) } ?? catalog.say(.stateUnseen)
            return catalog.say(.takerWaitedForFailure, ["rec": rec, "waitedFor": k.waitedFor ?? "", "state": state, "r": r])
        case .delegateSaidNo: return catalog.say(.takerDelegateSaidNo, ["rec": rec, "method": k.delegateMethod ?? "", "r": r])
        }
    }

    package func receipt(_ r: Receipt, in h: Hierarchy) -> String {
        let hitView = Quoting.named(r.hitView, in: h)
        func took(_ taker: String?) -> String { taker.map { catalog.say(.receiptTook, ["taker": $0]) } ?? "" }
        return switch ReceiptSaying(r, in: h) {
        case let .neverHeard(taker): catalog.say(.receiptNeverHeard, ["hitView": hitView, "took": took(taker)])
        case let .cancelled(taker): catalog.say(.receiptCancelled, ["hitView": hitView, "took": took(taker)])
        case .actionNotSent: catalog.say(.receiptActionNotSent, ["hitView": hitView])
        case let .gets(by):
            catalog.say(.receiptGets, ["hitView": hitView, "by": by.map { catalog.say(.receiptReceivedBy, ["responders": $0]) } ?? ""])
        }
    }

    package func fix(_ f: FixResult, in h: Hierarchy) -> String {
        func one(_ c: FixChange) -> String {
            let to = String(decoding: c.to.bytes, as: UTF8.self)
            let view = Quoting.named(id: c.view, in: h)
            return switch c.action {
            case .bringToFront: catalog.say(.fixBringToFront, ["view": view])
            case .move: catalog.say(.fixMove, ["view": view, "to": to])
            case .moveRecognizer:
                catalog.say(.fixMoveRecognizer, ["recognizer": c.recognizer ?? "", "view": view, "target": Quoting.named(id: c.to.string ?? "", in: h)])
            default: c.recognizer.map { catalog.say(.fixSetOnRecognizer, ["recognizer": $0, "property": c.property, "view": view, "to": to]) }
                ?? catalog.say(.fixSet, ["view": view, "property": c.property, "to": to])
            }
        }
        if !f.found {
            return f.exhausted ? catalog.say(f.runs == 1 ? .fixExhaustedOne : .fixExhaustedOther, ["runs": "\(f.runs)"]) : catalog.say(.fixNone)
        }
        if f.changes.isEmpty { return catalog.say(.fixNothing) }
        let changes = f.changes.map(one).joined(separator: catalog.say(.clauseSeparator))
        return catalog.say(f.changes.count == 1 ? .fixSmallestOne : .fixSmallestOther, ["count": "\(f.changes.count)", "changes": changes])
    }

    package func status(_ a: WhyNotAnswer, in h: Hierarchy) -> String {
        let v = Quoting.named(a.view, in: h)
        let dist = a.distance.map(Quoting.number) ?? "?"
        let blockers = catalog.say(a.blockers.count == 1 ? .blockersOne : .blockersOther, ["count": "\(a.blockers.count)"])
        let holds = catalog.say(a.hitIsInside ? .holdsHitView : .isHitView)
        switch a.status {
        case .hit: return catalog.say(.statusHit, ["view": v])
        case .taken:
            if let control = a.partOf {
                return catalog.say(.statusTakenPart, ["view": v, "control": Quoting.named(control, in: h), "holds": holds, "blockers": blockers])
            }
            return catalog.say(.statusTaken, ["view": v, "holds": holds, "blockers": blockers])
        case .onHitPath: return catalog.say(.statusOnHitPath, ["view": v])
        case .missed:
            if let control = a.partOf { return catalog.say(.statusMissedPart, ["view": v, "control": Quoting.named(control, in: h)]) }
            return catalog.say(.statusMissed, ["view": v, "blockers": blockers])
        case .notUnderFinger:
            return a.nearestHit.map { catalog.say(.statusNearest, ["view": v, "distance": dist, "point": Quoting.point($0)]) }
                ?? catalog.say(.statusUnreachable, ["view": v, "distance": dist])
        }
    }
}
