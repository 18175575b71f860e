/// An interactive view (a control, or a view with gesture recognizers) drawn where touches do not reach it,
/// with the engine's reasons, found by tracing a few of the lost points.
public struct DeadZone: Sendable {
    public struct Cause: Sendable {
        public var reason: Miss.Reason
        /// The view responsible (see `Miss.by`), -1 for none.
        public var by: Int32
        public var message: String
        /// How many of the traced points gave this cause, and the first of them.
        public var samples: Int
        public var point: Point
    }

    public var view: Int32
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
                guard let miss = h.trace(at: p).misses.first(where: { $0.view == Int32(v) }) else { continue }
                if let k = causes.firstIndex(where: { $0.reason == miss.reason && $0.by == miss.by }) {
                    causes[k].samples += 1
                } else {
                    causes.append(Cause(reason: miss.reason, by: miss.by, message: miss.message, samples: 1, point: p))
                }
            }
            return DeadZone(view: Int32(v), drawnPoints: drawn[k], lostPoints: lost[k], causes: causes)
        }
    }
}
