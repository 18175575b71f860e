/// Which view receives a touch at every point of a grid: each row run-length encoded as
/// (view index, count) pairs, view index -1 where no view takes the touch.
///
/// Each point gets exactly the answer of the single-touch trace-free hit test (`HitTestEngine.hitTest`): the
/// map calls it, once per point, on all cores. Rows are independent, so they are split among the cores; no
/// interval reasoning is attempted, because a rotated view, a scale, or an override can change the answer
/// between any two points, and only the plain call is provably identical.
public struct HitMap: Sendable {
    public var grid: HitMapGrid
    /// Per row: view index, run length, view index, run length, …; the lengths of a row add up to `columns`.
    public var rows: [[Int32]]

    /// The receiving view of every grid point, as the single-touch hit test answers it.
    public init(_ h: Hierarchy, grid: HitMapGrid) {
        self.grid = grid
        let pieces = Parallel.ranges(grid.rows, pieces: Parallel.pieces)
        let chunks = Parallel.map(pieces.count) { k -> [[Int32]] in
            var engine = HitTestEngine()
            return pieces[k].map { j in Self.encodeRow(h, grid: grid, row: j, engine: &engine) }
        }
        rows = chunks.flatMap { $0 }
    }

    static func encodeRow(_ h: Hierarchy, grid: HitMapGrid, row j: Int, engine: inout HitTestEngine) -> [Int32] {
        var runs: [Int32] = []
        var current: Int32 = -2, length: Int32 = 0
        for i in 0..<grid.columns {
            let v = engine.hitTest(h, at: grid.point(column: i, row: j))?.view ?? -1
            if v == current { length += 1; continue }
            if length > 0 { runs.append(current); runs.append(length) }
            current = v
            length = 1
        }
        if length > 0 { runs.append(current); runs.append(length) }
        return runs
    }

    /// The receiving view at a grid point (decoded from the runs; for tests and small lookups).
    public func view(column i: Int, row j: Int) -> Int32 {
        var start = 0
        let runs = rows[j]
        for k in stride(from: 0, to: runs.count, by: 2) {
            start += Int(runs[k + 1])
            if i < start { return runs[k] }
        }
        return -1
    }

    /// Calls `body(column range, view)` for every run of a row.
    @inline(__always)
    func forEachRun(row j: Int, _ body: (Range<Int>, Int32) -> Void) {
        var start = 0
        let runs = rows[j]
        for k in stride(from: 0, to: runs.count, by: 2) {
            let end = start + Int(runs[k + 1])
            body(start..<end, runs[k])
            start = end
        }
    }
}
