/// Which view receives a touch at every point of a grid: each row run-length encoded as (view, count) runs,
/// no view where no view takes the touch.
///
/// Each point gets exactly the answer of the single-touch trace-free hit test (`HitTestEngine.hitTest`), but
/// the map is computed by regions (`HitRegionPlan`): the answer can only change where a row crosses the edge of
/// some view's hit area or bounds in screen space, so each row is cut there, one hit test answers for each
/// segment between cuts (a grid point within rounding of an edge is a segment of its own), and a row is that
/// row above again except where a horizontal or slanted edge passes between them. When the plan cannot
/// bound the rounding (see `HitRegionPlan.fallback`), every point gets its own hit test, as before.
public struct HitMap: Sendable {
    public var grid: HitMapGrid
    /// Per row: view index, run length, view index, run length, …, -1 for no view; the lengths of a row add
    /// up to `columns`. Compact (the JSON's form too); `runs(row:)` and `view(column:row:)` read it typed.
    package var rows: [[Int32]]
    /// Hit tests the map made (segments; every point when it fell back to one test per point).
    public internal(set) var hitTests: Int = 0
    /// Hit tests made on each row: the work the map did where the answer may change.
    public internal(set) var rowHitTests: [Int32] = []

    /// The receiving view of every grid point, as the single-touch hit test answers it.
    public init(_ h: Hierarchy, grid: HitMapGrid) {
        self.init(h, plan: HitRegionPlan(h, grid: grid))
    }

    /// The map of a plan already checked against the limits (`HitMapPlan.coarsened`).
    /// - Parameter budget: the request's, asked every few rows; once it says no, the rows left are filled with
    ///   "no view" and the map is not the answer (the caller checks the budget and answers that instead).
    public init(_ h: Hierarchy, plan: HitMapPlan, budget: WorkBudget = .unlimited) {
        self.init(h, plan: plan.plan, budget: budget)
    }

    init(_ h: Hierarchy, plan: HitRegionPlan, budget: WorkBudget = .unlimited) {
        if plan.fallback != nil || plan.grid.pointCount == 0 {
            self.init(perPoint: h, grid: plan.grid, budget: budget)
            return
        }
        let result = HitRegionScan.run(h, plan: plan, interactive: nil, budget: budget)
        self.init(grid: plan.grid, rows: result.rows, rowHitTests: result.rowHitTests)
    }

    init(grid: HitMapGrid, rows: [[Int32]], rowHitTests: [Int32]) {
        self.grid = grid
        self.rows = rows
        self.rowHitTests = rowHitTests
        hitTests = rowHitTests.reduce(0) { $0 + Int($1) }
    }

    /// One hit test per point, on all cores: the reference the region map must equal (and the fallback).
    public init(perPoint h: Hierarchy, grid: HitMapGrid, budget: WorkBudget = .unlimited) {
        self.grid = grid
        let pieces = Parallel.ranges(grid.rows, pieces: Parallel.pieces)
        let chunks = Parallel.map(pieces.count) { k -> [[Int32]] in
            // A piece the budget no longer allows is "no view" throughout (and the map is not the answer).
            guard budget.spend(0, on: .hitMap(step: grid.step, views: h.viewCount)) else { return pieces[k].map { _ in [-1, Int32(grid.columns)] } }
            return h.hasHitTestOverrides ? Self.engineRows(h, grid: grid, rows: pieces[k]) : Self.fastRows(h, grid: grid, rows: pieces[k])
        }
        rows = chunks.flatMap { $0 }
        hitTests = grid.pointCount
        rowHitTests = Array(repeating: Int32(grid.columns), count: grid.rows)
    }

    /// With overrides: the general engine's trace-free hit test, one call per point.
    static func engineRows(_ h: Hierarchy, grid: HitMapGrid, rows: Range<Int>) -> [[Int32]] {
        var engine = HitTestEngine()
        return rows.map { j in
            var row = RunBuilder()
            for i in 0..<grid.columns { row.append(engine.hitTest(h, at: grid.point(column: i, row: j))?.view ?? -1) }
            return row.finish()
        }
    }

    /// Without overrides: the same pointer walk `fastHitTest(at:)` makes, windows in the same order, but with
    /// the buffers opened once per band of rows instead of once per point. Opening them per point costs
    /// reference-count updates on arrays every core shares, and those atomics, fought over by all cores, made
    /// the parallel map slower than one core.
    static func fastRows(_ h: Hierarchy, grid: HitMapGrid, rows: Range<Int>) -> [[Int32]] {
        h.nodes.withUnsafeBufferPointer { n in
            h.windowsFrontToBack.withUnsafeBufferPointer { windows in
                withUnsafeTemporaryAllocation(of: Hierarchy.FastFrame.self, capacity: h.maxViewDepth + 1) { stack in
                    rows.map { j in
                        var row = RunBuilder()
                        for i in 0..<grid.columns {
                            let p = grid.point(column: i, row: j)
                            var hit: Int32 = -1
                            for w in windows where !n[Int(w)].flags.contains(.hidden) && h.windowTakesPart(w, at: p) {
                                hit = h.fastHitTest(n, stack, window: w, point: n[Int(w)].toLocal.apply(p))
                                if hit >= 0 { break }
                            }
                            row.append(hit)
                        }
                        return row.finish()
                    }
                }
            }
        }
    }

    /// The receiving view at a grid point, nil for none (decoded from the runs; for tests and small lookups).
    public func view(column i: Int, row j: Int) -> ViewIndex? {
        var start = 0
        let runs = rows[j]
        for k in stride(from: 0, to: runs.count, by: 2) {
            start += Int(runs[k + 1])
            if i < start { return ViewIndex.from(runs[k]) }
        }
        return nil
    }

    /// A row's runs, left to right: the receiving view (nil for none) and how many grid points it holds.
    public func runs(row j: Int) -> [(view: ViewIndex?, count: Int)] {
        let runs = rows[j]
        return stride(from: 0, to: runs.count, by: 2).map { (ViewIndex.from(runs[$0]), Int(runs[$0 + 1])) }
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

/// Run-length encodes one row as it is computed: (view, count) pairs.
struct RunBuilder {
    private var runs: [Int32] = []
    private var current: Int32 = -2
    private var length: Int32 = 0

    @inline(__always)
    mutating func append(_ v: Int32) {
        if v == current { length += 1; return }
        flush()
        current = v
        length = 1
    }

    private mutating func flush() {
        if length > 0 { runs.append(current); runs.append(length) }
    }

    mutating func finish() -> [Int32] {
        flush()
        length = 0
        return runs
    }
}
