/// An interactive view (a control, or a view with gesture recognizers) drawn where touches do not reach it,
/// with the engine's reasons, found by tracing a few of the lost points.
public struct DeadZone: Sendable {
    public struct Cause: Sendable {
        /// The view's miss at `point`, the first of the traced points that gave this cause.
        public var miss: Miss
        /// How many of the traced points gave this cause (the same reason and responsible view).
        public var samples: Int
        public var point: Point

        public var reason: Miss.Reason { miss.reason }
        /// The view responsible (see `Miss.by`), nil for none.
        public var by: ViewIndex? { miss.by }
        /// The cause is a cover whose being in front the source does not say (see `Miss.zOrderAssumed`).
        public var zOrderAssumed: Bool { miss.zOrderAssumed }
    }

    public var view: ViewIndex
    /// Grid points where the view is drawn, and where a touch there went elsewhere.
    public var drawnPoints: Int
    public var lostPoints: Int
    public var causes: [Cause]
}

extension DeadZone {
    /// Points traced per dead zone: enough to tell a covering view from a clipping ancestor, few enough that
    /// the traces cost nothing next to the map.
    static let tracedPoints = 6

    /// Traces evenly spread lost points and groups the engine's `Miss` for the view by reason and `by`.
    static func find(_ h: Hierarchy, grid: HitMapGrid, coverage c: HitMapCoverage, interactive: [Bool]) -> [DeadZone] {
        // Each zone's traces are independent of the others': on all cores, in view order.
        let views = (0..<h.viewCount).filter { interactive[$0] && c.lost[$0] > 0 }
        let lostSamples = views.map { c.lostSamples[$0] }, drawn = views.map { c.drawn[$0] }, lost = views.map { c.lost[$0] }
        return Parallel.map(views.count) { k -> DeadZone in
            let v = views[k]
            let all = lostSamples[k]
            let picks = all.count <= tracedPoints ? all
                : (0..<tracedPoints).map { all[$0 * (all.count - 1) / (tracedPoints - 1)] }
            var causes: [DeadZone.Cause] = []
            for index in picks {
                let p = grid.point(column: index % grid.columns, row: index / grid.columns)
                guard let miss = h.miss(of: Int32(v), at: p) else { continue }
                if let k = causes.firstIndex(where: { $0.reason == miss.reason && $0.by == miss.by }) {
                    causes[k].samples += 1
                } else {
                    causes.append(Cause(miss: miss, samples: 1, point: p))
                }
            }
            return DeadZone(view: ViewIndex(v), drawnPoints: drawn[k], lostPoints: lost[k], causes: causes)
        }
    }
}

extension Hierarchy {
    /// What `trace(at: screen).misses` says about view `v` (nil when it is no miss there), without explaining
    /// every other view: the trace's hit test with its steps, then the misses walk down `v`'s path only, the
    /// same links in the same order, so the same cause. Explaining every view of a 2,001-view screen asks,
    /// for each of a collection's 220 cells, about the cells in front of it, per traced point.
    func miss(of v: Int32, at screen: Point) -> Miss? {
        let path = ancestry(of: Int(v)).reversed().map(Int32.init)
        guard windowsFrontToBack.contains(path[0]) else { return nil }
        var engine = HitTestEngine()
        var recorder = StepRecorder(capacity: 48)
        let hit = engine.hitTest(self, at: screen, recorder: &recorder)
        // The hit-test view and its ancestors are no misses.
        if let hit, ancestry(of: Int(hit.view)).contains(Int(v)) { return nil }
        let trace = HitTrace(screenPoint: screen, window: hit.map { ViewIndex(raw: $0.window) }, hitView: hit.map { ViewIndex(raw: $0.view) },
                             steps: recorder.steps, responderChain: [], misses: [])
        let explainer = MissExplainer(h: self, trace: trace, returned: ReturnedCalls(trace.steps))
        var point = nodes[Int(path[0])].toLocal.apply(screen)
        var above = explainer.windowCause(path[0])
        for k in path.indices.dropFirst() {
            let parent = nodes[Int(path[k - 1])]
            // A clipping ancestor that does not hold the point hides its subviews from the walk.
            if parent.flags.contains(.clipsToBounds) && !parent.bounds.contains(point) { return nil }
            point = nodes[Int(path[k])].toLocal.apply(point)
            above = above ?? explainer.entryCause(path[k], parent: path[k - 1])
        }
        guard nodes[Int(v)].bounds.contains(point) else { return nil }
        return explainer.miss(of: v, above: above)
    }
}
