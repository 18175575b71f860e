/// Which views receive a touch when several fingers are down: `isMultipleTouchEnabled` and `isExclusiveTouch`
/// (rules 8.1, 8.2). Hit-testing still binds the touch to its view and the recognizers of the view
/// and its ancestors still see it (4.1; 8.3); only the view's `touches…` methods, and the
/// responder chain behind them, never hear of it.
extension DeliverySimulator {
    /// Why the touch just down must not reach its hit-test view, or nil when it may.
    func refusal(of ti: Int) -> TouchRefusal? {
        let view = touches[ti].view
        guard view >= 0 else { return nil }
        // The other touches down now that a view is tracking: delivered to it and not taken by a recognizer.
        let tracked = active.values.filter { $0 != ti && !touches[$0].unbound && touches[$0].view >= 0 }
            .sorted()
        // 8.2: an exclusive-touch view elsewhere in the window is tracking a touch.
        if let other = tracked.first(where: { touches[$0].view != view && touches[$0].window == touches[ti].window
                                              && h.extra(Int(touches[$0].view), \.exclusiveTouch) }) {
            return .exclusiveElsewhere(view: ViewIndex(raw: view), exclusive: ViewIndex(raw: touches[other].view), finger: touches[other].finger)
        }
        // 8.2: this view is exclusive and other views in the window are tracking.
        if h.extra(Int(view), \.exclusiveTouch),
           let other = tracked.first(where: { touches[$0].view != view && touches[$0].window == touches[ti].window }) {
            return .exclusiveItself(view: ViewIndex(raw: view), other: ViewIndex(raw: touches[other].view), finger: touches[other].finger)
        }
        // 8.1: a view without multipleTouchEnabled gets only the first touch.
        if !h.extra(Int(view), \.multipleTouchEnabled), let other = tracked.first(where: { touches[$0].view == view }) {
            return .notMultipleTouch(view: ViewIndex(raw: view), finger: touches[other].finger)
        }
        return nil
    }

    /// Keeps a refused touch from its view for its whole life, with one timeline entry saying why.
    mutating func refuseIfNeeded(_ ti: Int, at t: Double) {
        guard let why = refusal(of: ti) else { return }
        touches[ti].unbound = true
        timeline(t, id(touches[ti].view), .view, .discarded, state: .phase(.touchesBegan), finger: touches[ti].finger, cause: .refused(why))
    }
}
