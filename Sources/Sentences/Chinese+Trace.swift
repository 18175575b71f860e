import HitTestKit

/// A trace's own sentences in Chinese: the words of a `return` step, the windows set aside, a cut delivery, and a
/// tap's coordinates that look wrong.
extension Chinese {
    package var stepReturns: StaticString { ".hitTest 返回 " }
    package var stepColon: StaticString { "：" }
    package var stepOpen: StaticString { "（" }
    package var stepClose: StaticString { "）" }

    package func stepWhy(_ reason: ReturnReason) -> StaticString {
        switch reason {
        case .hidden: "它是隐藏的"
        case .userInteractionDisabled: "它的用户交互已关闭"
        case .alphaBelowThreshold: "它的 alpha 小于 0.01"
        case .disabledControl: "它是被禁用的控件"
        case .outsideBounds: "触摸点在它的 bounds 之外"
        case .hitSelf: "没有子视图接住触摸"
        case .hitDescendant: "一个子视图接住了触摸"
        case .override: "重写的 hitTest"
        }
    }

    package func setAside(_ s: Hierarchy.SetAsideWindow, in h: Hierarchy) -> String {
        let w = Quoting.named(s.window, in: h)
        let cls = h.views[s.window.index].className
        switch s.reason {
        case .systemScene:
            return "\(w)（\(cls)）是 UIKit 自己的场景里的窗口，不属于 app 的场景：它在这里不接收触摸，改问它后面的窗口（规则 6.1、6.6）"
        case .outsideInputView:
            let input = s.inputView.map { Quoting.named($0, in: h) } ?? ""
            return "\(w)（\(cls)）是 UIKit 自己的场景里的窗口，只在键盘上、即它的输入视图 \(input) 所在处接收触摸；这个触摸在它之外，所以改问它后面的窗口（规则 6.1、6.6）"
        }
    }

    package func truncation(_ d: TouchDelivery) -> String {
        var parts: [String] = []
        if d.omittedEntries > 0 { parts.append("时间线只保留前 \(d.limits.timelineEntries) 条记录和动作；另有 \(d.omittedEntries) 条被省略") }
        if d.stoppedEarly { parts.append("模拟在 \(d.limits.work) 个工作单位后停止，触摸还没有结束") }
        return parts.joined(separator: "；")
    }
    package func coordinates(_ c: CoordinateCheck, in h: Hierarchy) -> String? {
        guard let problem = c.problem else { return nil }
        let at = Quoting.given(c.point), size = Quoting.givenSize(c.screen)
        let useful = c.readings.filter { $0.receiver != nil }
        var s = problem == .outsideScreen
            ? "\(at) 在 \(size) pt 的屏幕之外。"
            : "\(at) 没有落在有用的视图上：那里没有视图，或只有窗口、铺满屏幕且不接收触摸的背景。"
        if !useful.isEmpty { s += "是否想点：" + useful.map { reading($0, in: h) }.joined(separator: "；或 ") + "？" }
        return s
    }

    package func reading(_ r: CoordinateCheck.Reading, in h: Hierarchy) -> String {
        let how: String = switch r.kind {
        case .pixelsAt2x: "按 2× 屏幕像素换算"
        case .pixelsAt3x: "按 3× 屏幕像素换算"
        case .rotatedClockwise: "按横屏坐标顺时针转回"
        case .rotatedCounterclockwise: "按横屏坐标逆时针转回"
        }
        return "\(Quoting.point(r.point))（\(how)），落到 " + (r.receiver.map { Quoting.named($0, in: h) } ?? "无用的地方")
    }
}
