import HitTestKit
import HitTraceJSON

/// The sentences of checks, audits and hit-map findings in Chinese.
extension Chinese {
    package func summary(_ e: Expectation) -> String {
        if let name = e.name { return name }
        switch e.kind {
        case let .tap(p, view): return "轻点 (\(JSONText.number(p.x)), \(JSONText.number(p.y))) 应交给 \(view)"
        case let .reachable(view): return "\(view) 能被触摸到"
        case let .audit(profile): return "审计 \(profile.name)"
        }
    }

    package func checkOutcome(_ o: CheckOutcome, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        func at(_ p: Point) -> String { "(\(JSONText.number(p.x)), \(JSONText.number(p.y)))" }
        let assumedSuffix = "（假定：来源没有说明是否启用了交互，使用了 UIKit 的默认值）"
        switch o {
        case let .notFound(n, found): return lookUpFailure(n, found)
        case let .noWindow(v): return v.map { "没有可见的窗口：\(name($0)) 收不到任何触摸" } ?? "没有可见的窗口：没有可审计的目标"
        case let .tapReaches(v, p, assumed): return "\(at(p)) 处的触摸交给了 \(name(v))" + (assumed ? assumedSuffix : "")
        case let .tapMisses(v, p, got): return "\(at(p)) 处的触摸交给了 \(got.map(name) ?? "没有任何视图")，而不是 \(name(v))"
        case let .tapUnknown(v, p, got, cover):
            return "不确定：只有当 \(name(cover)) 在 \(name(v)) 前面时，\(at(p)) 处的触摸才会交给 \(got.map(name) ?? "没有任何视图")，而来源没有说明这一点"
        case let .reachable(v, area, visible, assumed):
            return "\(name(v)) 可见的 \(JSONText.number(visible)) pt² 中有 \(JSONText.number(area)) pt² 能收到触摸" + (assumed ? assumedSuffix : "")
        case let .unreachable(v): return "\(name(v)) 在它的可见区域内任何地方都收不到触摸"
        case let .unreachableUnknown(v):
            return "不确定：只有当盖在 \(name(v)) 上面的视图在它前面时，它才处处收不到触摸，而来源没有说明这一点"
        case let .auditPassed(profile, targets): return "\(targets) 个目标全部符合 \(profile)"
        case let .auditFindings(count, errors, hasMinimum, targets):
            return "\(targets) 个目标中有 \(count) 项问题（其中 \(errors) 项低于\(hasMinimum ? "下限" : "要求")）"
        case let .noTargets(profile, why):
            let looked = "没有可审计的目标：\(profile) 衡量的是接收触摸的可交互视图（UIControl 和挂有手势识别器的视图）"
            if why.interactive == 0 {
                let assumed = why.interactionAssumed == why.views
                    ? "；来源对它们都没有说明是否接收触摸（辅助功能树不标出控件：全部被当作普通视图）"
                    : why.interactionAssumed > 0 ? "；来源没有说明其中 \(why.interactionAssumed) 个是否接收触摸" : ""
                return looked + "，而 \(why.views) 个视图中没有一个是控件或挂有手势识别器" + assumed
            }
            return looked + "，而 \(why.interactive) 个可交互视图在屏幕上任何地方都收不到触摸"
        }
    }

    package func checkDetail(_ d: CheckDetail, in h: Hierarchy) -> String {
        func name(_ v: ViewIndex) -> String { Quoting.named(v, in: h) }
        switch d {
        case let .miss(m): return miss(m, in: h)
        case let .takenInside(hit, v): return "\(name(hit)) 在 \(name(v)) 里面，自己接住了触摸（它是可交互的）。"
        case let .notInVisibleArea(v, f):
            let frame = "(\(JSONText.number(f.x)), \(JSONText.number(f.y)), \(JSONText.number(f.width))×\(JSONText.number(f.height)))"
            return "触摸点不在 \(name(v)) 的可见区域内（它在父视图坐标系中的 frame 是 \(frame)）。"
        case let .notVisible(v): return "\(name(v)) 在屏幕上任何地方都不可见（隐藏、透明、大小为零，或在祖先视图的 bounds 之外）。"
        case let .assumed(a): return "假定：" + assumed(a, in: h)
        case let .finding(f): return auditFinding(f, in: h)
        case .auditOfNothingFails: return "没有审计到任何目标的审计说明不了这个屏幕的任何情况，所以判为失败（规则 CI.5）。"
        case .whatIsATarget: return "既不是控件、也没有挂手势识别器的视图（例如单元格、一行文字）不算目标，无论它看起来像什么。"
        case let .unreachedTarget(v): return "\(Quoting.named(v, in: h)) 是可交互的，但没有任何触摸能到达它（对它使用 {\"reachable\": …} 可以看到原因）。"
        case let .moreUnreachedTargets(count): return "…… 另有 \(count) 个没有任何触摸能到达的可交互视图。"
        }
    }

    package func auditFinding(_ f: AuditProfileFinding, in h: Hierarchy) -> String {
        func fmt(_ d: Double) -> String { JSONText.number((d * 10).rounded() / 10) }
        let id = Quoting.named(f.view, in: h), p = f.profile
        let size = "\(fmt(f.box.width))×\(fmt(f.box.height))"
        let assumed = f.assumed.isEmpty ? ""
            : "。假定：来源没有说明" + (f.assumed.contains("userInteractionEnabled") ? "是否启用了交互、" : "") + "它前面的视图和重写会做什么，使用了 UIKit 的默认值"
        switch f.kind {
        case .belowMinimum:
            let m = fmt(p.minimumSize ?? 0)
            return "\(id) 接收触摸的区域是 \(size) pt，小于 \(m)×\(m) pt 的下限（\(p.name)）\(assumed)"
        case .belowTarget where p.spacingException:
            let t = fmt(p.targetSize)
            return "\(id) 接收触摸的区域是 \(size)，小于 \(t)×\(t)，且间距例外不适用：以它为圆心、直径 \(t) 的圆碰到了 \(f.neighbour.map { Quoting.named($0, in: h) } ?? "")（\(p.name)）\(assumed)"
        case .belowTarget:
            let t = fmt(p.targetSize)
            let unit = p.name == "material" ? " dp" : p.name == "hig" ? " pt" : ""
            return "\(id) 接收触摸的区域是 \(size) pt，小于\(p.minimumSize != nil ? "建议的 " : " ")\(t)×\(t)\(unit)（\(p.name)）\(assumed)"
        case .tooClose:
            return "\(id) 和 \(f.neighbour.map { Quoting.named($0, in: h) } ?? "") 接收触摸的区域相距 \(fmt(f.distance ?? 0)) dp，小于 \(fmt(p.spacing ?? 0)) dp（\(p.name)）"
        }
    }

    package func targetFinding(_ f: TouchTargetFinding, in h: Hierarchy) -> String {
        let name = Quoting.named(f.view, in: h)
        func n(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d) }
        switch f.kind {
        case .smallTarget:
            return "\(name) 接收触摸的区域是 \(n(f.receivingBox.width))×\(n(f.receivingBox.height)) pt，小于指南建议的 44×44 pt"
        case .enlargedHitArea:
            return "\(name) 接收触摸的面积是 \(n(f.receivingArea)) pt²，绘制的面积却是 \(n(f.drawnArea)) pt²：它的点击区域扩大了 \(n(f.outsideArea)) pt²"
        case .overlapsNeighbour:
            return "\(name) 扩大的点击区域占用了 \(Quoting.named(f.neighbour, in: h)) 绘制的 \(n(f.overlapArea)) pt²"
        }
    }

    package func lookUpFailure(_ name: String, _ found: NameLookup) -> String {
        switch found {
        case .view: return ""
        case .none: return "没有叫 \"\(name)\" 的视图（按 id、名字、accessibilityIdentifier、标题或标签查找）"
        case let .ambiguous(c):
            let shown = c.prefix(5).map { "`\($0.name)`" }.joined(separator: "、") + (c.count > 5 ? "、……" : "")
            return "\"\(name)\" 对应 \(c.count) 个视图：\(shown)；请只指定其中一个"
        }
    }
}
