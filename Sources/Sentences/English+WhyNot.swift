import HitTestKit

/// "Why not my view?" in English: each blocker, the groups misses share, who took the touch past the hit-test,
/// the fix and the answer's status.
extension English {
    package func blocker(_ b: Blocker, of view: ViewIndex, in h: Hierarchy) -> String {
        func q(_ v: ViewIndex?) -> String { Quoting.named(v, in: h) }
        let n = Quoting.number, pt = Quoting.point(_:) as (Point?) -> String
        let who = q(b.view)
        let relation = Relation(of: b.view, to: view, in: h)
        let isSelf = relation == .itself
        let r = b.rules.count == 1 ? "rule \(b.rules.joined(separator: ", "))" : "rules \(b.rules.joined(separator: ", "))"
        let subject = self.subject(relation, who)
        let subtree = isSelf ? "" : ", so nothing inside it can get the touch"
        switch b.kind {
        case .windowHidden: return "its window \(who) is hidden; hidden windows take no part in hit-testing (\(r))."
        case .coveredByWindow:
            return "the window \(who) (windowLevel \(n(b.windowLevel ?? 0))) is in front of its window \(q(b.pathView)) (windowLevel \(n(b.ownWindowLevel ?? 0))) and takes the touch first, answering \(q(b.took)) (\(r))."
        case .covered:
            let took = b.took == b.view ? "" : ", answering \(q(b.took))"
            if b.zOrderAssumed {
                return "unknown: the source does not say whether \(who) is in front of \(q(b.pathView)); if it is (the order was assumed: larger views behind smaller ones), it is asked first and takes the touch\(took) (\(r))."
            }
            let front = b.pathView == view ? "in front of it" : "in front of its ancestor \(q(b.pathView))"
            return "covered by \(who), a later sibling \(front): it is asked first and takes the touch\(took) (\(r))."
        case .hidden: return "\(subject) is hidden (isHidden = YES)\(subtree) (\(r))."
        case .userInteractionDisabled:
            let byDefault = b.rules.contains("3.6") ? ", the default for a \(h.views[b.view.index].behavior)" : ""
            return "\(subject) has userInteractionEnabled = NO\(byDefault)\(subtree) (\(r))."
        case .alphaBelowThreshold: return "\(subject) has alpha \(n(b.alpha ?? 0)), below 0.01 as UIKit stores it\(subtree) (\(r))."
        case .disabledControl: return "\(subject) is a disabled control (isEnabled = NO): the touch passes through it (\(r))."
        case .outsideAncestor:
            let sides = b.sticksOut.map { i in
                [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)]
                    .filter { $0.1 > 0 }.map { "\(n($0.1)) pt on the \($0.0)" }.joined(separator: ", ")
            } ?? ""
            let out = sides.isEmpty ? "" : "; \(q(view)) sticks out of it by \(sides)"
            return "\(subject) does not contain the point \(pt(b.point)) (its bounds \(Quoting.rect(b.area)), \(n(b.distance ?? 0)) pt away)\(out): a subview is never hit outside its superview's bounds (\(r))."
        case .outsideBounds:
            return "the point \(pt(b.point)) is outside \(who)'s bounds \(Quoting.rect(b.area)), \(n(b.distance ?? 0)) pt away; the nearest point it accepts is \(pt(b.nearestPoint)) (\(r))."
        case .pointInsideOverride: return "\(who)'s pointInside override says NO at \(pt(b.point)) (\(r))."
        case .hitTestOverride:
            let what: String = switch b.override {
            case .none?: "returns nil for every point"
            case .selfOnly?: "returns \(who) itself without asking its subviews"
            case .passThrough?: "(pass-through) returns nil when the touch lands on \(who) itself"
            default: "answers \(q(b.overrideTarget)) instead"
            }
            return "\(isSelf ? "its own" : "\(who)'s") hitTest override \(what) (\(r))."
        case .recognizerTookTouch, .cancelsTouchesInView, .scrollViewDelay, .delaysTouchesBegan, .scrollViewCancelled,
             .controlVeto, .waitedForFailure, .delegateSaidNo, .actionNeverFired:
            if let k = b.taker { return taker(k, hitView: b.pathView, in: h) }
            let rules = b.rules.joined(separator: ", ")
            if b.rules.first == "3.9" {
                return "the touch's hit-test view \(q(b.view)) is an interactive subview of \(q(view)), which tracks only touches whose hit-test view is itself: it sends no control events (rules \(rules))."
            }
            return "\(q(view)) heard the whole touch, but its action did not fire: the finger lifted outside \(q(b.view))'s mostly-inside area, so it sent touchUpOutside (rule \(rules))."
        }
    }

    package func group(_ g: BlockerGroup, in h: Hierarchy) -> String {
        let (views, left) = Quoting.list(g.views, in: h)
        let more = left > 0 ? " and \(left) more" : ""
        let who = Quoting.named(g.view, in: h)
        let what: String = switch g.kind {
        case .covered: g.zOrderAssumed
            ? "are behind \(who) only if it is in front of them, which the source does not say (unknown: their order was assumed)"
            : "are all behind \(who), which takes the touch first"
        case .coveredByWindow: "are all in a window behind the window \(who)"
        case .windowHidden: "are all in the hidden window \(who)"
        case .hidden: "are all inside \(who), which is hidden"
        case .userInteractionDisabled: "are all inside \(who), which has userInteractionEnabled = NO"
        case .alphaBelowThreshold: "are all inside \(who), whose alpha is below 0.01"
        case .disabledControl: "are all inside \(who), a disabled control"
        case .outsideAncestor: "all stick out of \(who), which does not contain the point"
        case .outsideBounds: "do not contain the point"
        case .pointInsideOverride: "say NO in their pointInside overrides"
        case .hitTestOverride: "are all under \(who)'s hitTest override, which answers something else"
        case .recognizerTookTouch, .cancelsTouchesInView, .scrollViewDelay, .delaysTouchesBegan, .scrollViewCancelled,
             .controlVeto, .waitedForFailure, .delegateSaidNo, .actionNeverFired: "lost the touch to \(who)"
        }
        return "These \(g.views.count) views (\(views)\(more)) \(what) (\(g.rules.count == 1 ? "rule" : "rules") \(g.rules.joined(separator: ", ")))."
    }

    package func taker(_ k: Receipt.Taker, hitView: ViewIndex?, in h: Hierarchy) -> String {
        func q(_ v: ViewIndex?) -> String { Quoting.named(v, in: h) }
        let n = Quoting.number
        let rec = k.recognizer.map(Quoting.code) ?? ""
        let who = q(k.view)
        let at = k.t.map(n) ?? "?"
        // "rules 5.9, 5.8" / "rule 5.3".
        let r = (k.rules.count == 1 ? "rule " : "rules ") + k.rules.joined(separator: ", ")
        var crossed = ""
        if let name = k.threshold, let value = k.thresholdValue {
            crossed = " after crossing \(name) \(n(value)) (the touch had reached \(k.measured.map(n) ?? "?"))"
        }
        switch k.kind {
        case .recognized: return "\(rec) on \(who) recognized at t = \(at) s\(crossed) (\(r))."
        case .scrollViewDelay:
            return "\(who) held \(q(hitView))'s touchesBegan for its \(n(k.delay ?? 0.15)) s delay (delaysContentTouches); its pan began first, so the held touch was thrown away and \(q(hitView)) never heard of it (\(r))."
        case .delaysTouchesBegan: return "\(rec) on \(who) delays touchesBegan and recognized at t = \(at) s: the held touch was thrown away (\(r))."
        case .cancelsTouchesInView:
            return "\(rec) on \(who) recognized at t = \(at) s and, with cancelsTouchesInView, cancelled \(q(hitView))'s touch (\(r))."
        case .scrollViewCancelled:
            return "\(who)'s pan began at t = \(at) s and cancelled the content's touch: \(q(hitView)) got touchesCancelled (\(r))."
        case .controlVeto:
            return "\(who) vetoed `\(k.vetoed ?? "")`: a control's gestureRecognizerShouldBegin returns NO for an ancestor's gesture (\(r))."
        case .waitedForFailure:
            return "\(rec) waited for `\(k.waitedFor ?? "")` to fail (it ended \(k.waitedForState ?? "unseen")) before it could recognize (\(r))."
        case .delegateSaidNo: return "\(rec)'s delegate said no: \(k.delegateMethod ?? "") returns NO (\(r))."
        }
    }

    package func receipt(_ r: Receipt, in h: Hierarchy) -> String {
        let hv = Quoting.named(r.hitView, in: h)
        func took(_ taker: String?) -> String { taker.map { ": \($0) took it" } ?? "" }
        return switch ReceiptSaying(r, in: h) {
        case let .neverHeard(taker): "\(hv) is the hit-test view, but it never hears of the touch\(took(taker))."
        case let .cancelled(taker): "\(hv) is the hit-test view and got touchesBegan, but its touch was cancelled\(took(taker))."
        case .actionNotSent:
            "\(hv) is the hit-test view and got the touch, but its control's action (touchUpInside, valueChanged, primaryActionTriggered) was not sent."
        case let .gets(by): "\(hv) is the hit-test view and gets the touch\(by.map { " (received by \($0))" } ?? "")."
        }
    }

    package func fix(_ f: FixResult, in h: Hierarchy) -> String {
        func one(_ c: FixChange) -> String {
            let to = String(decoding: c.to.bytes, as: UTF8.self)
            let view = Quoting.named(id: c.view, in: h)
            return switch c.action {
            case .bringToFront: "bring \(view) to the front"
            case .move: "move \(view)'s center to \(to)"
            case .moveRecognizer:
                "move `\(c.recognizer ?? "")` from \(view) to \(Quoting.named(id: c.to.string ?? "", in: h)), which does not hold the view"
            default: c.recognizer.map { "set `\($0)`.\(c.property) (on \(view)) to \(to)" } ?? "set \(view).\(c.property) to \(to)"
            }
        }
        if !f.found { return f.exhausted ? "No fix found within the search's bounds (\(English.count(f.runs, "run")))." : "No fix from the menu gives it the touch." }
        if f.changes.isEmpty { return "Nothing needs changing." }
        let list = f.changes.map(one).joined(separator: "; ")
        return "Smallest fix (\(f.changes.count) change\(f.changes.count == 1 ? "" : "s"), verified by running the engine again): \(list)."
    }

    package func status(_ a: WhyNotAnswer, in h: Hierarchy) -> String {
        let v = Quoting.named(a.view, in: h)
        let dist = a.distance.map(Quoting.number) ?? "?"
        let count = "\(a.blockers.count) blocker\(a.blockers.count == 1 ? "" : "s")"
        switch a.status {
        case .hit: return "\(v) is the hit-test view."
        case .taken:
            if let control = a.partOf {
                let c = Quoting.named(control, in: h)
                return "\(v) is part of \(c) (rule 3.11), which \(a.hitIsInside ? "holds the hit-test view" : "is the hit-test view"), but \(c)'s action did not fire: \(count) past the hit-test."
            }
            return "\(v) \(a.hitIsInside ? "holds the hit-test view" : "is the hit-test view"), but its action did not fire: \(count) past the hit-test."
        case .onHitPath: return "A subview of \(v) is the hit-test view; \(v) is on its responder chain."
        case .missed:
            if let control = a.partOf {
                return "\(v) is part of \(Quoting.named(control, in: h)), which gets the touch and handles it (rule 3.11): nothing needs changing."
            }
            return "\(v) is under the finger but did not get the touch: \(count) on its way."
        case .notUnderFinger:
            return a.nearestHit.map { "\(v) is not under the finger: its receiving area is \(dist) pt away; the nearest point where it gets the touch is \(Quoting.point($0))." }
                ?? "\(v) is not under the finger (\(dist) pt away), and no point of it gets the touch as things are."
        }
    }
}
