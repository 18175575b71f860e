import HitTestKit
import HitTraceJSON
/// Sentences for blockers, groups, fixes and receipts. Ids are in backticks, which the page turns into code.
package struct WhyNotText {
    package let h: Hierarchy
    package let lang: SentenceLanguage

    package init(h: Hierarchy, lang: SentenceLanguage) {
        self.h = h
        self.lang = lang
    }

    package func q(_ v: Int32) -> String { v < 0 ? "nil" : "`\(h.id(Int(v)))`" }
    package func q(_ v: ViewIndex?) -> String { q(v.raw) }
    package func n(_ d: Double) -> String {
        let r = (d * 100).rounded() / 100
        return JSONText.number(r)
    }
    package func pt(_ p: Point?) -> String { p.map { "(\(n($0.x)), \(n($0.y)))" } ?? "" }
    package func rules(_ b: Blocker) -> String {
        let list = b.rules.joined(separator: ", ")
        switch lang {
        case .en: return b.rules.count == 1 ? "rule \(list)" : "rules \(list)"
        case .zh: return "规则 \(list)"
        }
    }

    /// The sentence for one blocker of `view`.
    package func blocker(_ b: Blocker, of view: ViewIndex) -> String {
        let who = q(b.view)
        let isSelf = b.view == view
        let r = rules(b)
        switch lang {
        case .en:
            let subject = isSelf ? who : (h.nodes[view.index].parent == b.view.raw ? "its superview \(who)" : "its ancestor \(who)")
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
            case .alphaBelowThreshold:
                return "\(subject) has alpha \(n(b.alpha ?? 0)), below 0.01 as UIKit stores it\(subtree) (\(r))."
            case .disabledControl: return "\(subject) is a disabled control (isEnabled = NO): the touch passes through it (\(r))."
            case .outsideAncestor:
                let s = b.sticksOut
                let sides = s.map { i in
                    [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)]
                        .filter { $0.1 > 0 }.map { "\(n($0.1)) pt on the \($0.0)" }.joined(separator: ", ")
                } ?? ""
                let out = sides.isEmpty ? "" : "; \(q(view)) sticks out of it by \(sides)"
                return "\(subject) does not contain the point \(pt(b.point)) (its bounds \(rect(b.area)), \(n(b.distance ?? 0)) pt away)\(out): a subview is never hit outside its superview's bounds (\(r))."
            case .outsideBounds:
                return "the point \(pt(b.point)) is outside \(who)'s bounds \(rect(b.area)), \(n(b.distance ?? 0)) pt away; the nearest point it accepts is \(pt(b.nearestPoint)) (\(r))."
            case .pointInsideOverride: return "\(who)'s pointInside override says NO at \(pt(b.point)) (\(r))."
            case .hitTestOverride:
                let what: String = switch b.override ?? "" {
                case "none": "returns nil for every point"
                case "selfOnly": "returns \(who) itself without asking its subviews"
                case "passThrough": "(pass-through) returns nil when the touch lands on \(who) itself"
                default: "answers \(q(b.overrideTarget)) instead"
                }
                return "\(isSelf ? "its own" : "\(who)'s") hitTest override \(what) (\(r))."
            case .recognizerTookTouch, .cancelsTouchesInView, .scrollViewDelay, .delaysTouchesBegan, .scrollViewCancelled,
                 .controlVeto, .waitedForFailure, .delegateSaidNo, .actionNeverFired:
                return pastHitTest(b, of: view)
            }
        case .zh:
            let subject = isSelf ? who : (h.nodes[view.index].parent == b.view.raw ? "它的父视图 \(who)" : "它的祖先视图 \(who)")
            let subtree = isSelf ? "" : "，所以它里面的任何视图都收不到触摸"
            switch b.kind {
            case .windowHidden: return "它所在的窗口 \(who) 是隐藏的；隐藏的窗口不参与 hit-test（\(r)）。"
            case .coveredByWindow:
                return "窗口 \(who)（windowLevel \(n(b.windowLevel ?? 0))）在它所在的窗口 \(q(b.pathView))（windowLevel \(n(b.ownWindowLevel ?? 0))）前面，先接住了触摸，返回 \(q(b.took))（\(r)）。"
            case .covered:
                let took = b.took == b.view ? "" : "，返回 \(q(b.took))"
                if b.zOrderAssumed {
                    return "不确定：来源没有说明 \(who) 是否在 \(q(b.pathView)) 前面；如果在前面（顺序是假定的：较大的视图在较小的后面），它先被询问并接住触摸\(took)（\(r)）。"
                }
                let front = b.pathView == view ? "在它前面" : "在它的祖先视图 \(q(b.pathView)) 前面"
                return "被 \(who) 挡住：\(who) 是后加的兄弟视图，\(front)，先被询问并接住了触摸\(took)（\(r)）。"
            case .hidden: return "\(subject) 是隐藏的（isHidden = YES）\(subtree)（\(r)）。"
            case .userInteractionDisabled:
                let byDefault = b.rules.contains("3.6") ? "（\(h.views[b.view.index].behavior) 默认如此）" : ""
                return "\(subject) 的 userInteractionEnabled 为 NO\(byDefault)\(subtree)（\(r)）。"
            case .alphaBelowThreshold:
                return "\(subject) 的 alpha 是 \(n(b.alpha ?? 0))，按 UIKit 的存储方式小于 0.01\(subtree)（\(r)）。"
            case .disabledControl: return "\(subject) 是被禁用的控件（isEnabled = NO）：触摸会穿透它（\(r)）。"
            case .outsideAncestor:
                let s = b.sticksOut
                let sides = s.map { i in
                    [("上", i.top), ("左", i.left), ("下", i.bottom), ("右", i.right)]
                        .filter { $0.1 > 0 }.map { "\($0.0)边 \(n($0.1)) pt" }.joined(separator: "、")
                } ?? ""
                let out = sides.isEmpty ? "" : "；\(q(view)) 超出它：\(sides)"
                return "\(subject) 不包含触摸点 \(pt(b.point))（它的 bounds 是 \(rect(b.area))，相距 \(n(b.distance ?? 0)) pt）\(out)：子视图在父视图 bounds 之外的部分永远不会被命中（\(r)）。"
            case .outsideBounds:
                return "触摸点 \(pt(b.point)) 在 \(who) 的 bounds \(rect(b.area)) 之外，相距 \(n(b.distance ?? 0)) pt；它能接受的最近的点是 \(pt(b.nearestPoint))（\(r)）。"
            case .pointInsideOverride: return "\(who) 重写的 pointInside 在 \(pt(b.point)) 返回 NO（\(r)）。"
            case .hitTestOverride:
                let what: String = switch b.override ?? "" {
                case "none": "对任何点都返回 nil"
                case "selfOnly": "直接返回 \(who) 自己，不询问子视图"
                case "passThrough": "（穿透）在触摸落在 \(who) 自身时返回 nil"
                default: "改为返回 \(q(b.overrideTarget))"
                }
                return "\(isSelf ? "它自己" : "\(who) ")重写的 hitTest \(what)（\(r)）。"
            case .recognizerTookTouch, .cancelsTouchesInView, .scrollViewDelay, .delaysTouchesBegan, .scrollViewCancelled,
                 .controlVeto, .waitedForFailure, .delegateSaidNo, .actionNeverFired:
                return pastHitTest(b, of: view)
            }
        }
    }

    package func rect(_ r: Rect?) -> String {
        guard let r else { return "" }
        return "(\(n(r.x)), \(n(r.y)), \(n(r.width)), \(n(r.height)))"
    }

    /// One sentence for a blocker shared by several views.
    package func group(_ g: BlockerGroup) -> String {
        let views = g.views.prefix(6).map(q).joined(separator: ", ")
        let more = g.views.count > 6 ? (lang == .en ? " and \(g.views.count - 6) more" : " 等 \(g.views.count) 个") : ""
        let who = q(g.view)
        let r = g.rules.joined(separator: ", ")
        switch lang {
        case .en:
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
            return "These \(g.views.count) views (\(views)\(more)) \(what) (\(g.rules.count == 1 ? "rule" : "rules") \(r))."
        case .zh:
            let what: String = switch g.kind {
            case .covered: g.zOrderAssumed
                ? "只有当 \(who) 在它们前面时才会在它后面，而来源没有说明（不确定：顺序是假定的）"
                : "都在 \(who) 后面，\(who) 先接住了触摸"
            case .coveredByWindow: "都在窗口 \(who) 后面的窗口里"
            case .windowHidden: "都在隐藏的窗口 \(who) 里"
            case .hidden: "都在隐藏的 \(who) 里面"
            case .userInteractionDisabled: "都在 userInteractionEnabled 为 NO 的 \(who) 里面"
            case .alphaBelowThreshold: "都在 alpha 小于 0.01 的 \(who) 里面"
            case .disabledControl: "都在被禁用的控件 \(who) 里面"
            case .outsideAncestor: "都超出了 \(who)，而 \(who) 不包含触摸点"
            case .outsideBounds: "都不包含触摸点"
            case .pointInsideOverride: "重写的 pointInside 都返回 NO"
            case .hitTestOverride: "都在 \(who) 重写的 hitTest 之下，它返回了别的视图"
            case .recognizerTookTouch, .cancelsTouchesInView, .scrollViewDelay, .delaysTouchesBegan, .scrollViewCancelled,
                 .controlVeto, .waitedForFailure, .delegateSaidNo, .actionNeverFired: "的触摸都被 \(who) 拿走了"
            }
            return "这 \(g.views.count) 个视图（\(views)\(more)）\(what)（规则 \(r)）。"
        }
    }
}

extension WhyNotText {
    /// The sentence for one taker of the touch (past the hit-test).
    package func taker(_ k: Receipt.Taker, hitView: ViewIndex?) -> String {
        let rec = k.recognizer.map { "`\($0)`" } ?? ""
        let who = q(k.view)
        let at = k.t.map { n($0) } ?? "?"
        let r = k.rules.joined(separator: ", ")
        // "rules 5.9, 5.8" / "rule 5.3" (the English below writes "rules \(r)": one rule reads "rule").
        let rulesWord = k.rules.count == 1 ? "rule" : "rules"
        let crossed: String = {
            guard let name = k.threshold, let value = k.thresholdValue else { return "" }
            let measured = k.measured.map(n) ?? "?"
            switch lang {
            case .en: return " after crossing \(name) \(n(value)) (the touch had reached \(measured))"
            case .zh: return "，越过了阈值 \(name) \(n(value))（触摸已达到 \(measured)）"
            }
        }()
        switch lang {
        case .en:
            switch k.kind {
            case .recognized: return "\(rec) on \(who) recognized at t = \(at) s\(crossed) (\(rulesWord) \(r))."
            case .scrollViewDelay:
                return "\(who) held \(q(hitView))'s touchesBegan for its \(n(k.delay ?? 0.15)) s delay (delaysContentTouches); its pan began first, so the held touch was thrown away and \(q(hitView)) never heard of it (\(rulesWord) \(r))."
            case .delaysTouchesBegan: return "\(rec) on \(who) delays touchesBegan and recognized at t = \(at) s: the held touch was thrown away (\(rulesWord) \(r))."
            case .cancelsTouchesInView: return "\(rec) on \(who) recognized at t = \(at) s and, with cancelsTouchesInView, cancelled \(q(hitView))'s touch (\(rulesWord) \(r))."
            case .scrollViewCancelled: return "\(who)'s pan began at t = \(at) s and cancelled the content's touch: \(q(hitView)) got touchesCancelled (\(rulesWord) \(r))."
            case .controlVeto: return "\(who) vetoed `\(k.vetoed ?? "")`: a control's gestureRecognizerShouldBegin returns NO for an ancestor's gesture (\(rulesWord) \(r))."
            case .waitedForFailure: return "\(rec) waited for `\(k.waitedFor ?? "")` to fail (it ended \(k.waitedForState ?? "unseen")) before it could recognize (\(rulesWord) \(r))."
            case .delegateSaidNo: return "\(rec)'s delegate said no: \(k.delegateMethod ?? "") returns NO (\(rulesWord) \(r))."
            }
        case .zh:
            switch k.kind {
            case .recognized: return "\(who) 上的 \(rec) 在 t = \(at) 秒识别成功\(crossed)（规则 \(r)）。"
            case .scrollViewDelay:
                return "\(who) 把 \(q(hitView)) 的 touchesBegan 按住了 \(n(k.delay ?? 0.15)) 秒（delaysContentTouches）；它的拖动手势先开始了，所以被按住的触摸被丢弃，\(q(hitView)) 根本不知道这次触摸（规则 \(r)）。"
            case .delaysTouchesBegan: return "\(who) 上的 \(rec) 延迟了 touchesBegan，并在 t = \(at) 秒识别成功：被按住的触摸被丢弃（规则 \(r)）。"
            case .cancelsTouchesInView: return "\(who) 上的 \(rec) 在 t = \(at) 秒识别成功，由于 cancelsTouchesInView，取消了 \(q(hitView)) 的触摸（规则 \(r)）。"
            case .scrollViewCancelled: return "\(who) 的拖动手势在 t = \(at) 秒开始，取消了内容视图的触摸：\(q(hitView)) 收到 touchesCancelled（规则 \(r)）。"
            case .controlVeto: return "\(who) 否决了 `\(k.vetoed ?? "")`：控件的 gestureRecognizerShouldBegin 对祖先视图的手势返回 NO（规则 \(r)）。"
            case .waitedForFailure: return "\(rec) 要等 `\(k.waitedFor ?? "")` 失败（它最后的状态是 \(k.waitedForState ?? "未看到触摸")）才能识别（规则 \(r)）。"
            case .delegateSaidNo: return "\(rec) 的代理拒绝了：\(k.delegateMethod ?? "") 返回 NO（规则 \(r)）。"
            }
        }
    }

    /// One line that says both facts: the hit-test view, and who received the touches.
    package func receiptSummary(_ r: Receipt) -> String {
        let hv = q(r.hitView)
        let by = r.receivedBy.map { "`\($0)`" }.joined(separator: ", ")
        let first = r.takers.first { $0.kind == .recognized }
        let taker = first.map { k in (k.recognizer.map { "`\($0)`" } ?? q(k.view)) } ?? ""
        switch lang {
        case .en:
            if !r.heard { return "\(hv) is the hit-test view, but it never hears of the touch\(taker.isEmpty ? "" : ": \(taker) took it")." }
            if r.phases.contains("touchesCancelled") { return "\(hv) is the hit-test view and got touchesBegan, but its touch was cancelled\(taker.isEmpty ? "" : ": \(taker) took it")." }
            if r.controlFired == false { return "\(hv) is the hit-test view and got the touch, but did not send touchUpInside." }
            return "\(hv) is the hit-test view and gets the touch\(by.isEmpty ? "" : " (received by \(by))")."
        case .zh:
            if !r.heard { return "\(hv) 是命中视图，但它根本不知道这次触摸\(taker.isEmpty ? "" : "：\(taker) 拿走了它")。" }
            if r.phases.contains("touchesCancelled") { return "\(hv) 是命中视图并收到了 touchesBegan，但它的触摸被取消了\(taker.isEmpty ? "" : "：\(taker) 拿走了它")。" }
            if r.controlFired == false { return "\(hv) 是命中视图并收到了触摸，但没有发出 touchUpInside。" }
            return "\(hv) 是命中视图，触摸交给了它\(by.isEmpty ? "" : "（由 \(by) 接收）")。"
        }
    }
}

extension WhyNotText {
    /// A blocker past the hit-test: the taker's sentence, or for an action that never fired, why.
    package func pastHitTest(_ b: Blocker, of view: ViewIndex) -> String {
        if let k = b.taker { return taker(k, hitView: b.pathView) }
        let r = b.rules.joined(separator: ", ")
        if b.rules.first == "3.9" {
            switch lang {
            case .en: return "the touch's hit-test view \(q(b.view)) is an interactive subview of \(q(view)), which tracks only touches whose hit-test view is itself: it sends no control events (rules \(r))."
            case .zh: return "触摸的命中视图 \(q(b.view)) 是 \(q(view)) 的可交互子视图，而控件只跟踪命中视图就是它自己的触摸：它不发送任何控件事件（规则 \(r)）。"
            }
        }
        switch lang {
        case .en: return "\(q(view)) heard the whole touch, but its action did not fire: the finger lifted outside \(q(b.view))'s mostly-inside area, so it sent touchUpOutside (rule \(r))."
        case .zh: return "\(q(view)) 收到了整个触摸，但它的 action 没有触发：手指在 \(q(b.view)) 的“基本在内”区域外抬起，所以它发送的是 touchUpOutside（规则 \(r)）。"
        }
    }
}

extension WhyNotText {
    package static func fixSentence(_ f: FixResult, _ lang: SentenceLanguage) -> String {
        func one(_ c: FixChange) -> String {
            let to = String(decoding: c.to.bytes, as: UTF8.self)
            switch lang {
            case .en:
                return switch c.action {
                case .bringToFront: "bring `\(c.view)` to the front"
                case .move: "move `\(c.view)`'s center to \(to)"
                default: c.recognizer.map { "set `\($0)`.\(c.property) (on `\(c.view)`) to \(to)" } ?? "set `\(c.view)`.\(c.property) to \(to)"
                }
            case .zh:
                return switch c.action {
                case .bringToFront: "把 `\(c.view)` 移到最前面"
                case .move: "把 `\(c.view)` 的 center 移到 \(to)"
                default: c.recognizer.map { "把 `\(c.view)` 上的 `\($0)`.\(c.property) 设为 \(to)" } ?? "把 `\(c.view)`.\(c.property) 设为 \(to)"
                }
            }
        }
        let list = f.changes.map(one).joined(separator: lang == .en ? "; " : "；")
        switch lang {
        case .en:
            if !f.found { return f.exhausted ? "No fix found within the search's bounds (\(f.runs) runs)." : "No fix from the menu gives it the touch." }
            if f.changes.isEmpty { return "Nothing needs changing." }
            return "Smallest fix (\(f.changes.count) change\(f.changes.count == 1 ? "" : "s"), verified by running the engine again): \(list)."
        case .zh:
            if !f.found { return f.exhausted ? "在搜索范围内（\(f.runs) 次运行）没有找到修复方法。" : "菜单中的修改都不能让它收到触摸。" }
            if f.changes.isEmpty { return "无需修改。" }
            return "最小的修复（\(f.changes.count) 处修改，已重新运行引擎验证）：\(list)。"
        }
    }


    package static func statusSentence(_ a: WhyNotAnswer, _ h: Hierarchy, _ lang: SentenceLanguage) -> String {
        let v = Quoting.named(a.view, in: h)
        let near = a.nearestHit.map { p in "(\(JSONText.number((p.x * 100).rounded() / 100)), \(JSONText.number((p.y * 100).rounded() / 100)))" }
        let dist = a.distance.map { JSONText.number(($0 * 100).rounded() / 100) } ?? "?"
        switch (lang, a.status) {
        case (.en, .hit): return "\(v) is the hit-test view."
        case (.en, .taken):
            return "\(v) \(a.hitIsInside ? "holds the hit-test view" : "is the hit-test view"), but its action did not fire: \(a.blockers.count) blocker\(a.blockers.count == 1 ? "" : "s") past the hit-test."
        case (.zh, .taken):
            return "\(v) \(a.hitIsInside ? "包含命中视图" : "就是命中视图")，但它的 action 没有触发：命中之后有 \(a.blockers.count) 个阻碍。"
        case (.en, .onHitPath): return "A subview of \(v) is the hit-test view; \(v) is on its responder chain."
        case (.en, .missed) where a.partOf != nil:
            return "\(v) is part of \(Quoting.named(a.partOf!, in: h)), which gets the touch and handles it (rule 3.11): nothing needs changing."
        case (.zh, .missed) where a.partOf != nil:
            return "\(v) 是 \(Quoting.named(a.partOf!, in: h)) 的一部分，触摸交给这个控件处理（规则 3.11）：无需修改。"
        case (.en, .missed): return "\(v) is under the finger but did not get the touch: \(a.blockers.count) blocker\(a.blockers.count == 1 ? "" : "s") on its way."
        case (.en, .notUnderFinger):
            return near.map { "\(v) is not under the finger: its receiving area is \(dist) pt away; the nearest point where it gets the touch is \($0)." }
                ?? "\(v) is not under the finger (\(dist) pt away), and no point of it gets the touch as things are."
        case (.zh, .hit): return "\(v) 就是命中视图。"
        case (.zh, .onHitPath): return "\(v) 的子视图是命中视图；\(v) 在它的响应者链上。"
        case (.zh, .missed): return "\(v) 在手指下面，但没有收到触摸：路上有 \(a.blockers.count) 个阻碍。"
        case (.zh, .notUnderFinger):
            return near.map { "\(v) 不在手指下面：它能接收触摸的区域相距 \(dist) pt；离触摸点最近、能让它收到触摸的点是 \($0)。" }
                ?? "\(v) 不在手指下面（相距 \(dist) pt），按现在的层级，它上面没有任何一点能收到触摸。"
        }
    }

}
