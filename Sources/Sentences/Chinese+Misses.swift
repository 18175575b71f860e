import HitTestKit
import HitTraceJSON

/// Why a view under the finger did not get the touch, in Chinese.
extension Chinese {
    /// "`X`", or "它的父视图 `A`" / "它的祖先视图 `A`".
    func subject(_ r: Relation, _ name: String) -> String {
        switch r {
        case .itself: name
        case .superview: "它的父视图 \(name)"
        case .ancestor: "它的祖先视图 \(name)"
        }
    }

    package func miss(_ m: Miss, in h: Hierarchy) -> String {
        let view = m.view
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        /// The name with its class when the name does not say it (`` `redView`（UIView） ``).
        func named(_ v: ViewIndex) -> String { h.displayNameSaysClass(v.index) ? name(v) : name(v) + "（" + h.views[v.index].className + "）" }
        func subject(_ by: ViewIndex) -> (text: String, isSelf: Bool) {
            let relation = Relation(of: by, to: view, in: h)
            return (self.subject(relation, named(by)), relation == .itself)
        }
        func subtree(_ isSelf: Bool) -> String { isSelf ? "" : "，所以它里面的任何视图都收不到触摸（规则 1.4）" }

        let main: String
        switch m.cause {
        case let .windowHidden(w):
            main = "它所在的窗口 \(named(w)) 是隐藏的；隐藏的窗口不参与 hit-test（规则 6.1）。"
        case let .hidden(by):
            let s = subject(by)
            main = "\(s.text) 是隐藏的（isHidden = YES）：它的 hitTest 立即返回 nil，不会询问 pointInside（规则 1.1）\(subtree(s.isSelf))。"
        case let .interactionOff(by, classDefault, control):
            let s = subject(by)
            let why = classDefault
                ? "它是 \(h.views[by.index].behavior)，默认不可交互（isUserInteractionEnabled = NO；规则 3.6）"
                : "isUserInteractionEnabled = NO"
            let fix = control.map { "；这里的触摸交给它所属的控件 \(name($0))，由控件处理（规则 3.11）：保持关闭即可" }
                ?? (classDefault ? "；把 userInteractionEnabled 设为 YES" : "")
            let rest = s.isSelf ? "" : "，所以无论子视图自己怎么设置，都不能成为 hit-test 视图（规则 1.4、3.8）"
            main = "\(s.text) 不接收触摸：\(why)\(rest)\(fix)。"
        case let .alphaBelowThreshold(by, alpha):
            let s = subject(by)
            let detail = alpha >= 0.01
                ? "alpha \(JSONText.number(alpha)) 以 Float 存储，读回来是 \(Double(Float(alpha)))，小于 0.01"
                : "alpha \(JSONText.number(alpha)) 小于 0.01"
            main = "hit-test 跳过了 \(s.text)：\(detail)（规则 1.3）\(subtree(s.isSelf))。"
        case let .disabledControl(by):
            let s = subject(by)
            main = "\(s.text) 是被禁用的 \(h.views[by.index].behavior)（isEnabled = NO）：被禁用控件的 hitTest 返回 nil，触摸穿过它落到后面的视图上（规则 3.1）\(subtree(s.isSelf))。"
        case let .outsideWindow(w):
            main = "触摸点在它所在的窗口 \(named(w)) 的 bounds 之外，窗口从不报告 bounds 之外的命中（规则 2.6）。"
        case let .outsideAncestor(a):
            let s = subject(a)
            main = "\(s.text) 不包含触摸点：触摸落在 \(name(view)) 超出 \(name(a)) 的 bounds 的部分，而无论 clipsToBounds 怎么设置，UIKit 都不会在父视图的 bounds 之外对子视图做 hit-test（规则 2.6、2.7）。请把 \(name(a)) 变大，或重写它的 hitTest（规则 7.4）。"
        case let .pointInsideOverride(o):
            let how = switch o {
            case .never: "总是返回 NO"
            case .insets: "用 insets（bounds.inset(by:)）排除了这个点"
            case .insetBy: "用 bounds.insetBy(dx:dy:) 排除了这个点"
            case .minimumSize: "排除了这个点"
            case .default, .always: "在这里返回 NO"
            }
            main = "\(named(view)) 重写的 pointInside \(how)，所以它的 hitTest 返回 nil（规则 1.6、7.1）。"
        case let .covered(s, pathView, took, zOrderAssumed):
            if zOrderAssumed {
                let taken = took == s ? "" : "并返回 \(name(took))"
                main = "不确定：来源没有说明 \(named(s)) 是否在 \(name(pathView)) 前面。如果在前面（顺序是假定的：较大的视图在较小的后面），\(name(s)) 先被询问\(taken)并接住触摸，\(name(pathView)) 就不会被询问（规则 2.1、2.2）。"
            } else {
                let front = pathView == view
                    ? "\(name(s)) 是后加入的兄弟视图，盖在它上面"
                    : "\(name(s)) 是它的祖先视图 \(name(pathView)) 后加入的兄弟视图，盖在 \(name(pathView)) 上面"
                let taken = took == s ? "" : "并返回了 \(name(took))"
                main = "被 \(named(s)) 挡住：\(front)。子视图按从前到后的顺序被询问，\(name(s)) 先被询问\(taken)，所以 \(name(pathView)) 从未被询问（规则 2.1、2.2）。"
            }
        case let .coveredByWindow(w, level, own):
            guard let w else { main = "它所在的窗口 \(named(own)) 没有被询问。"; break }
            main = "窗口 \(named(w))（windowLevel \(JSONText.number(level))）在它所在的窗口 \(name(own)) 前面，先接住了触摸（规则 6.2）。"
        case let .hitTestOverride(by, o):
            let v = by ?? view
            let who = v == view ? "它自己" : "\(name(v)) "
            switch o {
            case .none: main = "\(who)重写的 hitTest 对任何点都返回 nil，所以 \(name(v)) 里面的任何视图都不会被命中（§7）。"
            case .selfOnly: main = "\(who)重写的 hitTest 直接返回 \(name(v)) 自己，不询问子视图（§7）。"
            case let .forwardTo(t): main = "\(who)重写的 hitTest 把触摸转给了 \(name(t))（规则 7.5）。"
            case let .forwardSelfTo(t): main = "\(who)重写的 hitTest 返回 \(name(t))，而不是 \(name(v)) 自己（规则 7.5）。"
            case .passThrough: main = "\(who)重写的 hitTest（穿透）在触摸落在 \(name(v)) 自身时返回 nil，所以触摸落到它后面的视图上（规则 7.2、7.3）。"
            case .subviewsOutsideBounds, .default: main = "它路径上的一个 hitTest 重写把触摸送到了别处（§7）。"
            }
        }
        return Self.tidy(main) + (m.assumption.map { "假定：" + assumed($0, in: h) } ?? "")
    }

    /// No space after a closing full-width parenthesis ("`glassCover`（UIView）不接收触摸").
    static func tidy(_ s: String) -> String { s.replacingOccurrences(of: "） ", with: "）") }

    /// That an explanation rests on a field the view's source did not carry.
    package func assumed(_ a: Miss.Assumption, in h: Hierarchy) -> String {
        let what: String = switch a.field {
        case "userInteractionEnabled": "是否启用了交互"
        case "enabled": "控件是否启用"
        case "hidden": "视图是否隐藏"
        case "alpha": "视图的 alpha"
        case "clipsToBounds": "视图是否裁剪到 bounds"
        case "gestureRecognizers": "挂了哪些手势识别器"
        case "contentOffset": "滚动偏移量"
        case "subviews": "哪个子视图在前面（较大的被放在较小的后面）"
        case "hitTest": "视图是否重写了 hitTest（没有控件的窗口被当作让触摸穿透）"
        default: "视图的 \(Quoting.code(a.field))"
        }
        return "来源没有说明 \(Quoting.named(a.view, in: h)) \(what)，使用了 UIKit 的默认值。"
    }
}
