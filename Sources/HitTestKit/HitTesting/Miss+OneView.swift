/// One view's miss, without the misses of every other view: for answers that ask about one view at many points
/// (a check's taps), where `trace(at:)` would walk the whole hierarchy for each.
extension Hierarchy {
    /// The hit-test at a screen point with its calls recorded, and nothing else (no responder chain, no misses):
    /// what `miss(of:in:)` reads. `engine` is reused from one point to the next.
    func recordedHitTest(at screen: Point, engine: inout HitTestEngine) -> HitTrace {
        var recorder = StepRecorder(capacity: 48)
        let hit = engine.hitTest(self, at: screen, recorder: &recorder)
        return HitTrace(screenPoint: screen, window: hit.map { ViewIndex(raw: $0.window) }, hitView: hit.map { ViewIndex(raw: $0.view) },
                        steps: recorder.steps, responderChain: [], misses: [])
    }

    /// The entry `misses(for: trace)` has for `view`, or nil when it has none: the same walk from the window down,
    /// along the view's path alone (the path's length times its views' siblings, not the whole hierarchy).
    func miss(of view: Int, in trace: HitTrace) -> Miss? {
        let path = ancestry(of: view).reversed().map(Int32.init)
        guard let window = path.first, windowTakesPart(window, at: trace.screenPoint) else { return nil }
        let explainer = MissExplainer(h: self, trace: trace, returned: ReturnedCalls(trace.steps))
        var above = explainer.windowCause(window)
        var point = nodes[Int(window)].toLocal.apply(trace.screenPoint)
        var parent = window
        for v in path.dropFirst() {
            // A view that clips to its bounds hides its subviews outside them: no miss below it.
            if nodes[Int(parent)].flags.contains(.clipsToBounds) && !nodes[Int(parent)].bounds.contains(point) { return nil }
            above = above ?? explainer.entryCause(v, parent: parent)
            point = nodes[Int(v)].toLocal.apply(point)
            parent = v
        }
        guard nodes[view].bounds.contains(point) else { return nil }
        // The hit-test view and its ancestors are no misses.
        if let hit = trace.hitView, isSelfOrInside(hit.raw, view) { return nil }
        return explainer.miss(of: Int32(view), above: above)
    }
}
