/// Which views receive a touch when several fingers are down: `isMultipleTouchEnabled` and `isExclusiveTouch`
/// (rules 8.1, 8.2). Hit-testing still binds the touch to its view and the recognizers of the view
/// and its ancestors still see it (4.1; 8.3); only the view's `touches…` methods, and the
/// responder chain behind them, never hear of it.
extension DeliverySimulator {
    /// Why the touch just down must not reach its hit-test view, or nil when it may.
    func refusal(of ti: Int) -> String? {
        let view = touches[ti].view
        guard view >= 0 else { return nil }
        let v = id(view)
        // The other touches down now that a view is tracking: delivered to it and not taken by a recognizer.
        let tracked = active.values.filter { $0 != ti && !touches[$0].unbound && touches[$0].view >= 0 }
            .sorted()
        // 8.2: an exclusive-touch view elsewhere in the window is tracking a touch.
        if let other = tracked.first(where: { touches[$0].view != view && touches[$0].window == touches[ti].window
                                              && h.extra(Int(touches[$0].view), \.exclusiveTouch) }) {
            let e = id(touches[other].view)
            return say("\(backticked(v)) does not receive this touch: \(backticked(e)) has exclusiveTouch YES and is tracking finger \(touches[other].finger), which blocks touches to every other view in its window (8.2)",
                       "\(backticked(v)) 收不到这个触摸：\(backticked(e)) 的 exclusiveTouch 为 YES，正在跟踪第 \(touches[other].finger) 根手指，这会挡住发往同一窗口中其他所有视图的触摸（8.2）")
        }
        // 8.2: this view is exclusive and other views in the window are tracking.
        if h.extra(Int(view), \.exclusiveTouch),
           let other = tracked.first(where: { touches[$0].view != view && touches[$0].window == touches[ti].window }) {
            let o = id(touches[other].view)
            return say("\(backticked(v)) does not receive this touch: it has exclusiveTouch YES, and an exclusive-touch view receives touches only while it is the only view tracking them; \(backticked(o)) is tracking finger \(touches[other].finger) (8.2)",
                       "\(backticked(v)) 收不到这个触摸：它的 exclusiveTouch 为 YES，而独占触摸的视图只有在只有它一个视图在跟踪触摸时才接收触摸；\(backticked(o)) 正在跟踪第 \(touches[other].finger) 根手指（8.2）")
        }
        // 8.1: a view without multipleTouchEnabled gets only the first touch.
        if !h.extra(Int(view), \.multipleTouchEnabled), let other = tracked.first(where: { touches[$0].view == view }) {
            return say("\(backticked(v)) does not receive this touch: its multipleTouchEnabled is NO (the default), so it receives only the first touch of a multi-touch sequence, finger \(touches[other].finger) (8.1)",
                       "\(backticked(v)) 收不到这个触摸：它的 multipleTouchEnabled 为 NO（默认值），所以在多点触摸中只接收第一个触摸，即第 \(touches[other].finger) 根手指（8.1）")
        }
        return nil
    }

    /// Keeps a refused touch from its view for its whole life, with one timeline entry saying why.
    mutating func refuseIfNeeded(_ ti: Int, at t: Double) {
        guard let why = refusal(of: ti) else { return }
        touches[ti].unbound = true
        timeline(t, id(touches[ti].view), .view, .discarded, state: "touchesBegan", finger: touches[ti].finger,
                 reason: why + say("; none of this finger's phases reach it or the responder chain, while its recognizers still see it (8.3)",
                                   "；这根手指的任何阶段都不会到达它或响应链，而它的识别器仍然能看到这个触摸（8.3）"))
    }
}
