/// The plain-language sentences of `Miss.message`: precise enough to fix the bug from, naming the rule.
struct MissText {
    let h: Hierarchy
    let view: Int32

    private func name(_ v: Int32) -> String { "`\(h.id(Int(v)))`" }

    private func named(_ v: Int32) -> String {
        let info = h.views[Int(v)]
        return info.className == info.id ? name(v) : "\(name(v)) (\(info.className))"
    }

    /// "`X` is", or "its ancestor `A` is" / "its superview `A` is".
    private func subject(_ by: Int32) -> (text: String, isSelf: Bool) {
        if by == view { return (named(by), true) }
        let relation = h.nodes[Int(view)].parent == by ? "superview" : "ancestor"
        return ("its \(relation) \(named(by))", false)
    }

    private func subtreeNote(_ isSelf: Bool) -> String {
        isSelf ? "" : ", so nothing inside it can receive touches (rule 1.4)"
    }

    func hidden(by v: Int32) -> String {
        if h.nodes[Int(v)].parent < 0 && v != view {
            return "its window \(named(v)) is hidden; hidden windows take no part in hit-testing (rule 6.1)."
        }
        let s = subject(v)
        return "\(s.text) is hidden (isHidden = YES): its hitTest returns nil at once, without asking pointInside (rule 1.1)\(subtreeNote(s.isSelf))." + assumed(v, "hidden")
    }

    func interactionOff(by v: Int32) -> String {
        let s = subject(v)
        let behavior = h.views[Int(v)].behavior
        let byDefault = !UIKitClass.interactiveByDefault(behavior)
        let why = byDefault
            ? "\(s.isSelf ? "it" : "it") is a \(behavior), which is not interactive by default (isUserInteractionEnabled = NO; rule 3.6)"
            : "isUserInteractionEnabled = NO"
        let fix = byDefault ? "; set userInteractionEnabled to YES" : ""
        let rest = s.isSelf ? "" : ", so none of its subviews can be the hit-test view, whatever their own settings (rules 1.4, 3.8)"
        return "\(s.text) does not take touches: \(why)\(rest)\(fix)." + assumed(v, "userInteractionEnabled")
    }

    func alpha(by v: Int32) -> String {
        let s = subject(v)
        let a = h.extras(of: Int(v)).alpha
        let stored = Double(Float(a))
        let detail = a >= 0.01
            ? "alpha \(JSONText.number(a)) is stored as a Float and reads back as \(stored), below 0.01"
            : "alpha \(JSONText.number(a)) is below 0.01"
        return "\(s.text) is skipped by hit-testing: \(detail) (rule 1.3)\(subtreeNote(s.isSelf))." + assumed(v, "alpha")
    }

    func disabled(by v: Int32) -> String {
        let s = subject(v)
        return "\(s.text) is a disabled \(h.views[Int(v)].behavior) (isEnabled = NO): a disabled control's hitTest returns nil, so the touch passes through to what is behind it (rule 3.1)\(subtreeNote(s.isSelf))." + assumed(v, "enabled")
    }

    func outside(ancestor a: Int32) -> String {
        if h.nodes[Int(a)].parent < 0 {
            return "the point is outside the bounds of its window \(named(a)), which never reports hits outside its bounds (rule 2.6)."
        }
        let s = subject(a)
        return "\(s.text) does not contain the point: the touch lands on the part of \(name(view)) that sticks out of \(name(a))'s bounds, and UIKit never hit-tests a subview outside its superview's bounds, whatever clipsToBounds says (rules 2.6, 2.7). Enlarge \(name(a)) or override its hitTest (rule 7.4)."
    }

    func pointInsideSaysNo() -> String {
        let o = h.extras(of: Int(view)).pointInside
        let how: String = switch o {
        case .never: "always returns NO"
        case .insets: "uses insets (bounds.inset(by:)) that leave this point out"
        case .insetBy: "uses bounds.insetBy(dx:dy:), which leaves this point out"
        case .minimumSize: "leaves this point out"
        case .default, .always: "returns NO here"
        }
        return "\(named(view))'s pointInside override \(how), so its hitTest returns nil (rules 1.6, 7.1)."
    }

    func covered(by s: Int32, pathView: Int32, took: Int32) -> String {
        let front = pathView == view
            ? "a later sibling of it, in front of it"
            : "in front of its ancestor \(name(pathView)) (a later sibling of it)"
        let taken = took == s ? "" : " and returned \(name(took))"
        return "covered by \(named(s)), \(front): subviews are asked front to back, \(name(s)) was asked first\(taken), so \(name(pathView)) was never asked (rules 2.1, 2.2)."
            + (assumed(took, "userInteractionEnabled").isEmpty ? assumed(s, "userInteractionEnabled") : assumed(took, "userInteractionEnabled"))
            + assumed(h.nodes[Int(s)].parent, "subviews")
    }

    func coveredByWindow(_ w: Int32, own: Int32) -> String {
        guard w >= 0 else { return "its window \(named(own)) was not asked." }
        let level = h.extras(of: Int(w)).windowLevel
        return "the window \(named(w)) (windowLevel \(JSONText.number(level))) is in front of its window \(name(own)) and took the touch first (rule 6.2)."
    }

    func override(by v: Int32) -> String {
        guard v >= 0 else { return "a hitTest override on its path sent the touch elsewhere (§7)." }
        let who = v == view ? "its own" : "\(name(v))'s"
        switch h.nodes[Int(v)].hitTestOverride {
        case .none: return "\(who) hitTest override returns nil for every point, so nothing inside \(name(v)) can be hit (§7)."
        case .selfOnly: return "\(who) hitTest override returns \(name(v)) itself without asking its subviews (§7)."
        case let .forwardTo(t): return "\(who) hitTest override forwards the touch to \(name(t)) (rule 7.5)."
        case let .forwardSelfTo(t): return "\(who) hitTest override answers \(name(t)) instead of \(name(v)) itself (rule 7.5)."
        case .passThrough:
            return "\(who) hitTest override (pass-through) returns nil when the touch lands on \(name(v)) itself, so the touch falls through to what is behind it (rules 7.2, 7.3)." + assumed(v, "hitTest")
        case .subviewsOutsideBounds, .default:
            return "a hitTest override on its path sent the touch elsewhere (§7)."
        }
    }

    /// " Assumed: …" when the explanation rests on a field that `v`'s source did not carry (an imported
    /// accessibility tree or capture): UIKit's default stood in for it.
    func assumed(_ v: Int32, _ field: String) -> String {
        guard v >= 0, h.extras(of: Int(v)).assumed.contains(field) else { return "" }
        return " Assumed: " + AssumedText.sentence(field, view: "`\(h.id(Int(v)))`")
    }
}

/// The sentence that says an explanation rests on an assumed field.
public enum AssumedText {
    public static func sentence(_ field: String, view: String) -> String {
        let what: String = switch field {
        case "userInteractionEnabled": "whether interaction is enabled"
        case "enabled": "whether the control is enabled"
        case "hidden": "whether the view is hidden"
        case "alpha": "the view's alpha"
        case "clipsToBounds": "whether the view clips to its bounds"
        case "gestureRecognizers": "which gesture recognizers are attached"
        case "contentOffset": "the scroll offset"
        case "subviews": "which of the subviews is in front (larger ones were put behind smaller ones)"
        case "hitTest": "whether the view overrides hitTest (a window without controls is taken to pass touches through)"
        default: "the view's \(field)"
        }
        return "the source does not say \(what) for \(view); UIKit's default was used."
    }
}
