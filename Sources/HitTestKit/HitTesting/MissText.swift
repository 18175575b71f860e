import Foundation
import HitTraceJSON

/// The plain-language sentences of `Miss.message`: precise enough to fix the bug from, naming the rule, in
/// English or Chinese.
struct MissText {
    let h: Hierarchy
    let view: Int32
    var lang: SentenceLanguage = .en

    private func name(_ v: Int32) -> String { h.quotedName(Int(v)) }

    private func named(_ v: Int32) -> String { tidy(h.quotedNameWithClass(Int(v), lang: lang)) }

    private func say(_ en: @autoclosure () -> String, _ zh: @autoclosure () -> String) -> String { lang.say(en(), tidy(zh())) }

    /// In Chinese, no space after a closing full-width parenthesis ("`glassCover`（UIView）不接收触摸").
    private func tidy(_ zh: String) -> String { zh.replacingOccurrences(of: "） ", with: "）") }

    /// "`X` is", or "its ancestor `A` is" / "its superview `A` is".
    private func subject(_ by: Int32) -> (text: String, isSelf: Bool) {
        if by == view { return (named(by), true) }
        let isParent = h.nodes[Int(view)].parent == by
        return (say("its \(isParent ? "superview" : "ancestor") \(named(by))", "它的\(isParent ? "父视图" : "祖先视图") \(named(by))"), false)
    }

    private func subtreeNote(_ isSelf: Bool) -> String {
        isSelf ? "" : say(", so nothing inside it can receive touches (rule 1.4)", "，所以它里面的任何视图都收不到触摸（规则 1.4）")
    }

    func hidden(by v: Int32) -> String {
        if h.nodes[Int(v)].parent < 0 && v != view {
            return say("its window \(named(v)) is hidden; hidden windows take no part in hit-testing (rule 6.1).",
                       "它所在的窗口 \(named(v)) 是隐藏的；隐藏的窗口不参与 hit-test（规则 6.1）。")
        }
        let s = subject(v)
        return say("\(s.text) is hidden (isHidden = YES): its hitTest returns nil at once, without asking pointInside (rule 1.1)\(subtreeNote(s.isSelf)).",
                   "\(s.text) 是隐藏的（isHidden = YES）：它的 hitTest 立即返回 nil，不会询问 pointInside（规则 1.1）\(subtreeNote(s.isSelf))。")
            + assumed(v, "hidden")
    }

    func interactionOff(by v: Int32) -> String {
        let s = subject(v)
        let behavior = h.views[Int(v)].behavior
        let byDefault = !UIKitClass.interactiveByDefault(behavior)
        let why = byDefault
            ? say("it is a \(behavior), which is not interactive by default (isUserInteractionEnabled = NO; rule 3.6)",
                  "它是 \(behavior)，默认不可交互（isUserInteractionEnabled = NO；规则 3.6）")
            : "isUserInteractionEnabled = NO"
        // A control's own part (a button's `UIButtonLabel`) is off so that the control gets the touch: turning
        // it on would take the touch from the control (3.11), so that is never the advice.
        let owner = s.isSelf ? h.owningControl(of: Int(v)).flatMap { $0 == Int(v) ? nil : $0 } : nil
        let fix = owner.map { c in
            say("; a touch here goes to the control it belongs to, \(name(Int32(c))), which handles it (rule 3.11): leave it off",
                "；这里的触摸交给它所属的控件 \(name(Int32(c)))，由控件处理（规则 3.11）：保持关闭即可")
        } ?? (byDefault ? say("; set userInteractionEnabled to YES", "；把 userInteractionEnabled 设为 YES") : "")
        let rest = s.isSelf ? "" : say(", so none of its subviews can be the hit-test view, whatever their own settings (rules 1.4, 3.8)",
                                       "，所以无论子视图自己怎么设置，都不能成为 hit-test 视图（规则 1.4、3.8）")
        return say("\(s.text) does not take touches: \(why)\(rest)\(fix).", "\(s.text) 不接收触摸：\(why)\(rest)\(fix)。")
            + assumed(v, "userInteractionEnabled")
    }

    func alpha(by v: Int32) -> String {
        let s = subject(v)
        let a = h.extras(of: Int(v)).alpha
        let stored = Double(Float(a))
        let detail = a >= 0.01
            ? say("alpha \(JSONText.number(a)) is stored as a Float and reads back as \(stored), below 0.01",
                  "alpha \(JSONText.number(a)) 以 Float 存储，读回来是 \(stored)，小于 0.01")
            : say("alpha \(JSONText.number(a)) is below 0.01", "alpha \(JSONText.number(a)) 小于 0.01")
        return say("\(s.text) is skipped by hit-testing: \(detail) (rule 1.3)\(subtreeNote(s.isSelf)).",
                   "hit-test 跳过了 \(s.text)：\(detail)（规则 1.3）\(subtreeNote(s.isSelf))。") + assumed(v, "alpha")
    }

    func disabled(by v: Int32) -> String {
        let s = subject(v)
        let behavior = h.views[Int(v)].behavior
        return say("\(s.text) is a disabled \(behavior) (isEnabled = NO): a disabled control's hitTest returns nil, so the touch passes through to what is behind it (rule 3.1)\(subtreeNote(s.isSelf)).",
                   "\(s.text) 是被禁用的 \(behavior)（isEnabled = NO）：被禁用控件的 hitTest 返回 nil，触摸穿过它落到后面的视图上（规则 3.1）\(subtreeNote(s.isSelf))。")
            + assumed(v, "enabled")
    }

    func outside(ancestor a: Int32) -> String {
        if h.nodes[Int(a)].parent < 0 {
            return say("the point is outside the bounds of its window \(named(a)), which never reports hits outside its bounds (rule 2.6).",
                       "触摸点在它所在的窗口 \(named(a)) 的 bounds 之外，窗口从不报告 bounds 之外的命中（规则 2.6）。")
        }
        let s = subject(a)
        return say("\(s.text) does not contain the point: the touch lands on the part of \(name(view)) that sticks out of \(name(a))'s bounds, and UIKit never hit-tests a subview outside its superview's bounds, whatever clipsToBounds says (rules 2.6, 2.7). Enlarge \(name(a)) or override its hitTest (rule 7.4).",
                   "\(s.text) 不包含触摸点：触摸落在 \(name(view)) 超出 \(name(a)) 的 bounds 的部分，而无论 clipsToBounds 怎么设置，UIKit 都不会在父视图的 bounds 之外对子视图做 hit-test（规则 2.6、2.7）。请把 \(name(a)) 变大，或重写它的 hitTest（规则 7.4）。")
    }

    func pointInsideSaysNo() -> String {
        let how: String = switch h.extras(of: Int(view)).pointInside {
        case .never: say("always returns NO", "总是返回 NO")
        case .insets: say("uses insets (bounds.inset(by:)) that leave this point out", "用 insets（bounds.inset(by:)）排除了这个点")
        case .insetBy: say("uses bounds.insetBy(dx:dy:), which leaves this point out", "用 bounds.insetBy(dx:dy:) 排除了这个点")
        case .minimumSize: say("leaves this point out", "排除了这个点")
        case .default, .always: say("returns NO here", "在这里返回 NO")
        }
        return say("\(named(view))'s pointInside override \(how), so its hitTest returns nil (rules 1.6, 7.1).",
                   "\(named(view)) 重写的 pointInside \(how)，所以它的 hitTest 返回 nil（规则 1.6、7.1）。")
    }

    func covered(by s: Int32, pathView: Int32, took: Int32) -> String {
        let notes = (assumed(took, "userInteractionEnabled").isEmpty ? assumed(s, "userInteractionEnabled") : assumed(took, "userInteractionEnabled"))
        if h.siblingOrderAssumed(s) {
            let taken = took == s ? "" : say(" and returns \(name(took))", "并返回 \(name(took))")
            return say("unknown: the source does not say whether \(named(s)) is in front of \(name(pathView)). If it is (the order was assumed: larger views behind smaller ones), \(name(s)) is asked first\(taken) and takes the touch, so \(name(pathView)) is never asked (rules 2.1, 2.2).",
                       "不确定：来源没有说明 \(named(s)) 是否在 \(name(pathView)) 前面。如果在前面（顺序是假定的：较大的视图在较小的后面），\(name(s)) 先被询问\(taken)并接住触摸，\(name(pathView)) 就不会被询问（规则 2.1、2.2）。") + notes
        }
        switch lang {
        case .en:
            let front = pathView == view
                ? "a later sibling of it, in front of it"
                : "in front of its ancestor \(name(pathView)) (a later sibling of it)"
            let taken = took == s ? "" : " and returned \(name(took))"
            return "covered by \(named(s)), \(front): subviews are asked front to back, \(name(s)) was asked first\(taken), so \(name(pathView)) was never asked (rules 2.1, 2.2)." + notes
        case .zh:
            let front = pathView == view
                ? "\(name(s)) 是后加入的兄弟视图，盖在它上面"
                : "\(name(s)) 是它的祖先视图 \(name(pathView)) 后加入的兄弟视图，盖在 \(name(pathView)) 上面"
            let taken = took == s ? "" : "并返回了 \(name(took))"
            return tidy("被 \(named(s)) 挡住：\(front)。子视图按从前到后的顺序被询问，\(name(s)) 先被询问\(taken)，所以 \(name(pathView)) 从未被询问（规则 2.1、2.2）。") + notes
        }
    }

    func coveredByWindow(_ w: Int32, own: Int32) -> String {
        guard w >= 0 else { return say("its window \(named(own)) was not asked.", "它所在的窗口 \(named(own)) 没有被询问。") }
        let level = JSONText.number(h.extras(of: Int(w)).windowLevel)
        return say("the window \(named(w)) (windowLevel \(level)) is in front of its window \(name(own)) and took the touch first (rule 6.2).",
                   "窗口 \(named(w))（windowLevel \(level)）在它所在的窗口 \(name(own)) 前面，先接住了触摸（规则 6.2）。")
    }

    func override(by v: Int32) -> String {
        let elsewhere = say("a hitTest override on its path sent the touch elsewhere (§7).", "它路径上的一个 hitTest 重写把触摸送到了别处（§7）。")
        guard v >= 0 else { return elsewhere }
        let who = v == view ? say("its own", "它自己") : say("\(name(v))'s", "\(name(v)) ")
        switch h.nodes[Int(v)].hitTestOverride {
        case .none:
            return say("\(who) hitTest override returns nil for every point, so nothing inside \(name(v)) can be hit (§7).",
                       "\(who)重写的 hitTest 对任何点都返回 nil，所以 \(name(v)) 里面的任何视图都不会被命中（§7）。")
        case .selfOnly:
            return say("\(who) hitTest override returns \(name(v)) itself without asking its subviews (§7).",
                       "\(who)重写的 hitTest 直接返回 \(name(v)) 自己，不询问子视图（§7）。")
        case let .forwardTo(t):
            return say("\(who) hitTest override forwards the touch to \(name(t.raw)) (rule 7.5).", "\(who)重写的 hitTest 把触摸转给了 \(name(t.raw))（规则 7.5）。")
        case let .forwardSelfTo(t):
            return say("\(who) hitTest override answers \(name(t.raw)) instead of \(name(v)) itself (rule 7.5).",
                       "\(who)重写的 hitTest 返回 \(name(t.raw))，而不是 \(name(v)) 自己（规则 7.5）。")
        case .passThrough:
            return say("\(who) hitTest override (pass-through) returns nil when the touch lands on \(name(v)) itself, so the touch falls through to what is behind it (rules 7.2, 7.3).",
                       "\(who)重写的 hitTest（穿透）在触摸落在 \(name(v)) 自身时返回 nil，所以触摸落到它后面的视图上（规则 7.2、7.3）。")
                + assumed(v, "hitTest")
        case .subviewsOutsideBounds, .default:
            return elsewhere
        }
    }

    /// " Assumed: …" when the explanation rests on a field that `v`'s source did not carry (an imported
    /// accessibility tree or capture): UIKit's default stood in for it.
    func assumed(_ v: Int32, _ field: String) -> String {
        guard v >= 0, h.extras(of: Int(v)).assumed.contains(field) else { return "" }
        return say(" Assumed: ", "假定：") + AssumedText.sentence(field, view: name(v), lang: lang)
    }
}

/// The sentence that says an explanation rests on an assumed field.
public enum AssumedText {
    public static func sentence(_ field: String, view: String, lang: SentenceLanguage = .en) -> String {
        switch lang {
        case .en:
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
        case .zh:
            let what: String = switch field {
            case "userInteractionEnabled": "是否启用了交互"
            case "enabled": "控件是否启用"
            case "hidden": "视图是否隐藏"
            case "alpha": "视图的 alpha"
            case "clipsToBounds": "视图是否裁剪到 bounds"
            case "gestureRecognizers": "挂了哪些手势识别器"
            case "contentOffset": "滚动偏移量"
            case "subviews": "哪个子视图在前面（较大的被放在较小的后面）"
            case "hitTest": "视图是否重写了 hitTest（没有控件的窗口被当作让触摸穿透）"
            default: "视图的 \(field)"
            }
            return "来源没有说明 \(view) \(what)，使用了 UIKit 的默认值。"
        }
    }
}
