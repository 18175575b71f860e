import HitTestKit
import HitTraceJSON

/// Why a view under the finger did not get the touch, in English: precise enough to fix the bug from, naming
/// the rule.
extension English {
    /// "`X`", or "its superview `A`" / "its ancestor `A`".
    func subject(_ r: Relation, _ name: String) -> String {
        switch r {
        case .itself: name
        case .superview: "its superview \(name)"
        case .ancestor: "its ancestor \(name)"
        }
    }

    package func miss(_ m: Miss, in h: Hierarchy) -> String {
        let view = m.view
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        /// The name with its class when the name does not say it (`` `redView` (UIView) ``).
        func named(_ v: ViewIndex) -> String { h.displayNameSaysClass(v.index) ? name(v) : name(v) + " (" + h.views[v.index].className + ")" }
        func subject(_ by: ViewIndex) -> (text: String, isSelf: Bool) {
            let relation = Relation(of: by, to: view, in: h)
            return (self.subject(relation, named(by)), relation == .itself)
        }
        func subtree(_ isSelf: Bool) -> String { isSelf ? "" : ", so nothing inside it can receive touches (rule 1.4)" }

        let main: String
        switch m.cause {
        case let .windowHidden(w):
            main = "its window \(named(w)) is hidden; hidden windows take no part in hit-testing (rule 6.1)."
        case let .hidden(by):
            let s = subject(by)
            main = "\(s.text) is hidden (isHidden = YES): its hitTest returns nil at once, without asking pointInside (rule 1.1)\(subtree(s.isSelf))."
        case let .interactionOff(by, classDefault, control):
            let s = subject(by)
            let why = classDefault
                ? "it is a \(h.views[by.index].behavior), which is not interactive by default (isUserInteractionEnabled = NO; rule 3.6)"
                : "isUserInteractionEnabled = NO"
            // A control's own part (a button's `UIButtonLabel`) is off so that the control gets the touch: turning
            // it on would take the touch from the control (3.11), so that is never the advice.
            let fix = control.map { "; a touch here goes to the control it belongs to, \(name($0)), which handles it (rule 3.11): leave it off" }
                ?? (classDefault ? "; set userInteractionEnabled to YES" : "")
            let rest = s.isSelf ? "" : ", so none of its subviews can be the hit-test view, whatever their own settings (rules 1.4, 3.8)"
            main = "\(s.text) does not take touches: \(why)\(rest)\(fix)."
        case let .alphaBelowThreshold(by, alpha):
            let s = subject(by)
            let detail = alpha >= 0.01
                ? "alpha \(JSONText.number(alpha)) is stored as a Float and reads back as \(Double(Float(alpha))), below 0.01"
                : "alpha \(JSONText.number(alpha)) is below 0.01"
            main = "\(s.text) is skipped by hit-testing: \(detail) (rule 1.3)\(subtree(s.isSelf))."
        case let .disabledControl(by):
            let s = subject(by)
            main = "\(s.text) is a disabled \(h.views[by.index].behavior) (isEnabled = NO): a disabled control's hitTest returns nil, so the touch passes through to what is behind it (rule 3.1)\(subtree(s.isSelf))."
        case let .outsideWindow(w):
            main = "the point is outside the bounds of its window \(named(w)), which never reports hits outside its bounds (rule 2.6)."
        case let .outsideAncestor(a):
            let s = subject(a)
            main = "\(s.text) does not contain the point: the touch lands on the part of \(name(view)) that sticks out of \(name(a))'s bounds, and UIKit never hit-tests a subview outside its superview's bounds, whatever clipsToBounds says (rules 2.6, 2.7). Enlarge \(name(a)) or override its hitTest (rule 7.4)."
        case let .pointInsideOverride(o):
            let how = switch o {
            case .never: "always returns NO"
            case .insets: "uses insets (bounds.inset(by:)) that leave this point out"
            case .insetBy: "uses bounds.insetBy(dx:dy:), which leaves this point out"
            case .minimumSize: "leaves this point out"
            case .default, .always: "returns NO here"
            }
            main = "\(named(view))'s pointInside override \(how), so its hitTest returns nil (rules 1.6, 7.1)."
        case let .covered(s, pathView, took, zOrderAssumed):
            let taken = took == s ? "" : (zOrderAssumed ? " and returns \(name(took))" : " and returned \(name(took))")
            if zOrderAssumed {
                main = "unknown: the source does not say whether \(named(s)) is in front of \(name(pathView)). If it is (the order was assumed: larger views behind smaller ones), \(name(s)) is asked first\(taken) and takes the touch, so \(name(pathView)) is never asked (rules 2.1, 2.2)."
            } else {
                let front = pathView == view ? "a later sibling of it, in front of it" : "in front of its ancestor \(name(pathView)) (a later sibling of it)"
                main = "covered by \(named(s)), \(front): subviews are asked front to back, \(name(s)) was asked first\(taken), so \(name(pathView)) was never asked (rules 2.1, 2.2)."
            }
        case let .coveredByWindow(w, level, own):
            guard let w else { main = "its window \(named(own)) was not asked."; break }
            main = "the window \(named(w)) (windowLevel \(JSONText.number(level))) is in front of its window \(name(own)) and took the touch first (rule 6.2)."
        case let .hitTestOverride(by, o):
            let v = by ?? view
            let who = v == view ? "its own" : "\(name(v))'s"
            switch o {
            case .none: main = "\(who) hitTest override returns nil for every point, so nothing inside \(name(v)) can be hit (§7)."
            case .selfOnly: main = "\(who) hitTest override returns \(name(v)) itself without asking its subviews (§7)."
            case let .forwardTo(t): main = "\(who) hitTest override forwards the touch to \(name(t)) (rule 7.5)."
            case let .forwardSelfTo(t): main = "\(who) hitTest override answers \(name(t)) instead of \(name(v)) itself (rule 7.5)."
            case .passThrough:
                main = "\(who) hitTest override (pass-through) returns nil when the touch lands on \(name(v)) itself, so the touch falls through to what is behind it (rules 7.2, 7.3)."
            case .subviewsOutsideBounds, .default: main = "a hitTest override on its path sent the touch elsewhere (§7)."
            }
        }
        return main + (m.assumption.map { " Assumed: " + assumed($0, in: h) } ?? "")
    }

    /// That an explanation rests on a field the view's source did not carry.
    package func assumed(_ a: Miss.Assumption, in h: Hierarchy) -> String {
        let what: String = switch a.field {
        case "userInteractionEnabled": "whether interaction is enabled"
        case "enabled": "whether the control is enabled"
        case "hidden": "whether the view is hidden"
        case "alpha": "the view's alpha"
        case "clipsToBounds": "whether the view clips to its bounds"
        case "gestureRecognizers": "which gesture recognizers are attached"
        case "contentOffset": "the scroll offset"
        case "subviews": "which of the subviews is in front (larger ones were put behind smaller ones)"
        case "hitTest": "whether the view overrides hitTest (a window without controls is taken to pass touches through)"
        default: "the view's \(Quoting.code(a.field))"
        }
        return "the source does not say \(what) for \(Quoting.named(a.view, in: h)); UIKit's default was used."
    }
}
