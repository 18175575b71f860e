import HitTestKit

/// "Why not my view?" in Chinese: each blocker, the groups misses share, who took the touch past the hit-test,
/// the fix and the answer's status.
extension Chinese {
    package func blocker(_ b: Blocker, of view: ViewIndex, in h: Hierarchy) -> String {
        func q(_ v: ViewIndex?) -> String { Quoting.named(v, in: h) }
        let n = Quoting.number, pt = Quoting.point(_:) as (Point?) -> String
        let who = q(b.view)
        let relation = Relation(of: b.view, to: view, in: h)
        let isSelf = relation == .itself
        let r = "规则 " + b.rules.joined(separator: ", ")
        let subject = self.subject(relation, who)
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
        case .alphaBelowThreshold: return "\(subject) 的 alpha 是 \(n(b.alpha ?? 0))，按 UIKit 的存储方式小于 0.01\(subtree)（\(r)）。"
        case .disabledControl: return "\(subject) 是被禁用的控件（isEnabled = NO）：触摸会穿透它（\(r)）。"
        case .outsideAncestor:
            let sides = b.sticksOut.map { i in
                [("上", i.top), ("左", i.left), ("下", i.bottom), ("右", i.right)]
                    .filter { $0.1 > 0 }.map { "\($0.0)边 \(n($0.1)) pt" }.joined(separator: "、")
            } ?? ""
            let out = sides.isEmpty ? "" : "；\(q(view)) 超出它：\(sides)"
            return "\(subject) 不包含触摸点 \(pt(b.point))（它的 bounds 是 \(Quoting.rect(b.area))，相距 \(n(b.distance ?? 0)) pt）\(out)：子视图在父视图 bounds 之外的部分永远不会被命中（\(r)）。"
        case .outsideBounds:
            return "触摸点 \(pt(b.point)) 在 \(who) 的 bounds \(Quoting.rect(b.area)) 之外，相距 \(n(b.distance ?? 0)) pt；它能接受的最近的点是 \(pt(b.nearestPoint))（\(r)）。"
        case .pointInsideOverride: return "\(who) 重写的 pointInside 在 \(pt(b.point)) 返回 NO（\(r)）。"
        case .hitTestOverride:
            let what: String = switch b.override {
            case .none?: "对任何点都返回 nil"
            case .selfOnly?: "直接返回 \(who) 自己，不询问子视图"
            case .passThrough?: "（穿透）在触摸落在 \(who) 自身时返回 nil"
            default: "改为返回 \(q(b.overrideTarget))"
            }
            return "\(isSelf ? "它自己" : "\(who) ")重写的 hitTest \(what)（\(r)）。"
        case .recognizerTookTouch, .cancelsTouchesInView, .scrollViewDelay, .delaysTouchesBegan, .scrollViewCancelled,
             .controlVeto, .waitedForFailure, .delegateSaidNo, .actionNeverFired:
            if let k = b.taker { return taker(k, hitView: b.pathView, in: h) }
            let rules = b.rules.joined(separator: ", ")
            if b.rules.first == "3.9" {
                return "触摸的命中视图 \(q(b.view)) 是 \(q(view)) 的可交互子视图，而控件只跟踪命中视图就是它自己的触摸：它不发送任何控件事件（规则 \(rules)）。"
            }
            return "\(q(view)) 收到了整个触摸，但它的 action 没有触发：手指在 \(q(b.view)) 的“基本在内”区域外抬起，所以它发送的是 touchUpOutside（规则 \(rules)）。"
        }
    }

    package func group(_ g: BlockerGroup, in h: Hierarchy) -> String {
        let (views, left) = Quoting.list(g.views, in: h)
        let more = left > 0 ? " 等 \(g.views.count) 个" : ""
        let who = Quoting.named(g.view, in: h)
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
        return "这 \(g.views.count) 个视图（\(views)\(more)）\(what)（规则 \(g.rules.joined(separator: ", "))）。"
    }

    package func taker(_ k: Receipt.Taker, hitView: ViewIndex?, in h: Hierarchy) -> String {
        func q(_ v: ViewIndex?) -> String { Quoting.named(v, in: h) }
        let n = Quoting.number
        let rec = k.recognizer.map(Quoting.code) ?? ""
        let who = q(k.view)
        let at = k.t.map(n) ?? "?"
        let r = "规则 " + k.rules.joined(separator: ", ")
        var crossed = ""
        if let name = k.threshold, let value = k.thresholdValue {
            crossed = "，越过了阈值 \(name) \(n(value))（触摸已达到 \(k.measured.map(n) ?? "?")）"
        }
        switch k.kind {
        case .recognized: return "\(who) 上的 \(rec) 在 t = \(at) 秒识别成功\(crossed)（\(r)）。"
        case .scrollViewDelay:
            return "\(who) 把 \(q(hitView)) 的 touchesBegan 按住了 \(n(k.delay ?? 0.15)) 秒（delaysContentTouches）；它的拖动手势先开始了，所以被按住的触摸被丢弃，\(q(hitView)) 根本不知道这次触摸（\(r)）。"
        case .delaysTouchesBegan: return "\(who) 上的 \(rec) 延迟了 touchesBegan，并在 t = \(at) 秒识别成功：被按住的触摸被丢弃（\(r)）。"
        case .cancelsTouchesInView: return "\(who) 上的 \(rec) 在 t = \(at) 秒识别成功，由于 cancelsTouchesInView，取消了 \(q(hitView)) 的触摸（\(r)）。"
        case .scrollViewCancelled: return "\(who) 的拖动手势在 t = \(at) 秒开始，取消了内容视图的触摸：\(q(hitView)) 收到 touchesCancelled（\(r)）。"
        case .controlVeto: return "\(who) 否决了 `\(k.vetoed ?? "")`：控件的 gestureRecognizerShouldBegin 对祖先视图的手势返回 NO（\(r)）。"
        case .waitedForFailure:
            return "\(rec) 要等 `\(k.waitedFor ?? "")` 失败（它最后的状态是 \(k.waitedForState.map(Quoting.code) ?? "未看到触摸")）才能识别（\(r)）。"
        case .delegateSaidNo: return "\(rec) 的代理拒绝了：\(k.delegateMethod ?? "") 返回 NO（\(r)）。"
        }
    }

    package func receipt(_ r: Receipt, in h: Hierarchy) -> String {
        let hv = Quoting.named(r.hitView, in: h)
        func took(_ taker: String?) -> String { taker.map { "：\($0) 拿走了它" } ?? "" }
        return switch ReceiptSaying(r, in: h) {
        case let .neverHeard(taker): "\(hv) 是命中视图，但它根本不知道这次触摸\(took(taker))。"
        case let .cancelled(taker): "\(hv) 是命中视图并收到了 touchesBegan，但它的触摸被取消了\(took(taker))。"
        case .actionNotSent: "\(hv) 是命中视图并收到了触摸，但它所属控件的 action（touchUpInside、valueChanged、primaryActionTriggered）没有发出。"
        case let .gets(by): "\(hv) 是命中视图，触摸交给了它\(by.map { "（由 \($0) 接收）" } ?? "")。"
        }
    }

    package func fix(_ f: FixResult, in h: Hierarchy) -> String {
        func one(_ c: FixChange) -> String {
            let to = String(decoding: c.to.bytes, as: UTF8.self)
            let view = Quoting.named(id: c.view, in: h)
            return switch c.action {
            case .bringToFront: "把 \(view) 移到最前面"
            case .move: "把 \(view) 的 center 移到 \(to)"
            case .moveRecognizer: "把 `\(c.recognizer ?? "")` 从 \(view) 移到不包含该视图的 \(Quoting.named(id: c.to.string ?? "", in: h)) 上"
            default: c.recognizer.map { "把 \(view) 上的 `\($0)`.\(c.property) 设为 \(to)" } ?? "把 \(view).\(c.property) 设为 \(to)"
            }
        }
        if !f.found { return f.exhausted ? "在搜索范围内（\(f.runs) 次运行）没有找到修复方法。" : "菜单中的修改都不能让它收到触摸。" }
        if f.changes.isEmpty { return "无需修改。" }
        return "最小的修复（\(f.changes.count) 处修改，已重新运行引擎验证）：\(f.changes.map(one).joined(separator: "；"))。"
    }

    package func status(_ a: WhyNotAnswer, in h: Hierarchy) -> String {
        let v = Quoting.named(a.view, in: h)
        let dist = a.distance.map(Quoting.number) ?? "?"
        switch a.status {
        case .hit: return "\(v) 就是命中视图。"
        case .taken:
            if let control = a.partOf {
                let c = Quoting.named(control, in: h)
                return "\(v) 是 \(c) 的一部分（规则 3.11），\(c) \(a.hitIsInside ? "包含命中视图" : "就是命中视图")，但 \(c) 的 action 没有触发：命中之后有 \(a.blockers.count) 个阻碍。"
            }
            return "\(v) \(a.hitIsInside ? "包含命中视图" : "就是命中视图")，但它的 action 没有触发：命中之后有 \(a.blockers.count) 个阻碍。"
        case .onHitPath: return "\(v) 的子视图是命中视图；\(v) 在它的响应者链上。"
        case .missed:
            if let control = a.partOf { return "\(v) 是 \(Quoting.named(control, in: h)) 的一部分，触摸交给这个控件处理（规则 3.11）：无需修改。" }
            return "\(v) 在手指下面，但没有收到触摸：路上有 \(a.blockers.count) 个阻碍。"
        case .notUnderFinger:
            return a.nearestHit.map { "\(v) 不在手指下面：它能接收触摸的区域相距 \(dist) pt；离触摸点最近、能让它收到触摸的点是 \(Quoting.point($0))。" }
                ?? "\(v) 不在手指下面（相距 \(dist) pt），按现在的层级，它上面没有任何一点能收到触摸。"
        }
    }
}
