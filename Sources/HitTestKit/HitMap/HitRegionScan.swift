/// Computes a hit map (and, for a report, its coverage) from a `HitRegionPlan`: per fresh row, the cuts of
/// the tests whose box the row crosses, one hit test and one drawn walk per segment between cuts; rows that
/// are copies share the fresh row's runs and count with its weight.
enum HitRegionScan {
    /// The bands of rows the work is split into; also the coverage's sampling bands (the first and last lost
    /// point of each band sample a dead zone), so the report is the same whatever computes it.
    static func pieces(rows: Int, views: Int) -> [Range<Int>] {
        Parallel.ranges(rows, pieces: max(2, min(Parallel.pieces, 2_000_000 / max(1, views))))
    }

    struct Piece: Sendable {
        var rows: [[Int32]]
        var coverage: HitMapCoverage?
        var segments: Int
    }

    /// One segment of a fresh row: columns start..<end, all answered by the point at `start`.
    struct Segment {
        var start: Int32, end: Int32, receiver: Int32
    }

    static func run(_ h: Hierarchy, plan: HitRegionPlan, interactive: [Bool]?) -> (rows: [[Int32]], coverage: HitMapCoverage?, segments: Int) {
        let grid = plan.grid
        let pieces = pieces(rows: grid.rows, views: h.viewCount)
        let boxes = interactive == nil ? nil : SubtreeScreenBoxes(h)
        let parts = Parallel.map(pieces.count) { k -> Piece in
            scan(h, plan: plan, rows: pieces[k], interactive: interactive, boxes: boxes)
        }
        var rows: [[Int32]] = []
        rows.reserveCapacity(grid.rows)
        var segments = 0
        var total: HitMapCoverage? = interactive == nil ? nil : HitMapCoverage(viewCount: h.viewCount)
        for p in parts {
            rows += p.rows
            segments += p.segments
            if let c = p.coverage { total?.merge(c) }
        }
        return (rows, total, segments)
    }

    /// The receiving view at a screen point, with the buffers of the fast walk opened once per piece.
    static func withHitTest<T>(_ h: Hierarchy, _ body: (_ hit: (Point) -> Int32) -> T) -> T {
        if h.hasHitTestOverrides {
            var engine = HitTestEngine()
            return body { p in engine.hitTest(h, at: p)?.view ?? -1 }
        }
        return h.nodes.withUnsafeBufferPointer { n in
            h.windowsFrontToBack.withUnsafeBufferPointer { windows in
                withUnsafeTemporaryAllocation(of: Hierarchy.FastFrame.self, capacity: h.maxViewDepth + 1) { stack in
                    body { p in
                        for w in windows where !n[Int(w)].flags.contains(.hidden) {
                            let hit = h.fastHitTest(n, stack, window: w, point: n[Int(w)].toLocal.apply(p))
                            if hit >= 0 { return hit }
                        }
                        return -1
                    }
                }
            }
        }
    }

    static func scan(_ h: Hierarchy, plan: HitRegionPlan, rows band: Range<Int>, interactive: [Bool]?,
                     boxes: SubtreeScreenBoxes?) -> Piece {
        let grid = plan.grid
        let columns = grid.columns
        var out: [[Int32]] = []
        out.reserveCapacity(band.count)
        var segmentsDone = 0
        var coverage: RegionCoverage?
        let tests = plan.tests, byRow = plan.byRow, fresh = plan.fresh
        var active: [Int32] = []
        var nextTest = 0
        var cuts: [Int32] = []
        var segments: [Segment] = []

        func walk(_ hit: (Point) -> Int32, _ drawn: ((Point) -> [Int32])?) {
            var j = band.lowerBound
            while j < band.upperBound {
                // The group: fresh row j and the copies after it.
                var j1 = j + 1
                while j1 < band.upperBound && !fresh[j1] { j1 += 1 }
                let y = grid.origin.y + Double(j) * grid.step
                // Tests whose box holds row j.
                while nextTest < byRow.count && Int(tests[Int(byRow[nextTest])].rowLo) <= j {
                    active.append(byRow[nextTest]); nextTest += 1
                }
                active.removeAll { Int(tests[Int($0)].rowHi) < j }
                cuts.removeAll(keepingCapacity: true)
                cuts.append(0)
                for a in active {
                    let t = tests[Int(a)]
                    if Int(t.rowLo) > j { continue }
                    let lo = Int(t.colLo), hi = Int(t.colHi)
                    let add = { (k: Int) in if k > 0 && k < columns { cuts.append(Int32(k)) } }
                    switch t.kind {
                    case .straight:
                        HitRegionPlan.cuts(alpha: t.m.a, beta: t.m.tx, edge: t.x0, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                        HitRegionPlan.cuts(alpha: t.m.a, beta: t.m.tx, edge: t.x1, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                    case .swapped:
                        HitRegionPlan.cuts(alpha: t.m.b, beta: t.m.ty, edge: t.y0, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                        HitRegionPlan.cuts(alpha: t.m.b, beta: t.m.ty, edge: t.y1, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                    case .slanted:
                        let bx = t.m.c * y + t.m.tx, by = t.m.d * y + t.m.ty
                        HitRegionPlan.cuts(alpha: t.m.a, beta: bx, edge: t.x0, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                        HitRegionPlan.cuts(alpha: t.m.a, beta: bx, edge: t.x1, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                        HitRegionPlan.cuts(alpha: t.m.b, beta: by, edge: t.y0, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                        HitRegionPlan.cuts(alpha: t.m.b, beta: by, edge: t.y1, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                    }
                }
                cuts.sort()
                segments.removeAll(keepingCapacity: true)
                var runs: [Int32] = []
                var k = 0
                while k < cuts.count {
                    let start = cuts[k]
                    var e = k + 1
                    while e < cuts.count && cuts[e] == start { e += 1 }
                    let end = e < cuts.count ? cuts[e] : Int32(columns)
                    let r = hit(Point(x: grid.origin.x + Double(start) * grid.step, y: y))
                    segments.append(Segment(start: start, end: end, receiver: r))
                    if runs.count >= 2 && runs[runs.count - 2] == r {
                        runs[runs.count - 1] += end - start
                    } else {
                        runs.append(r); runs.append(end - start)
                    }
                    k = e
                }
                segmentsDone += segments.count
                for _ in j..<j1 { out.append(runs) }
                if let drawn { coverage!.count(segments, rows: j..<j1, y: y, grid: grid, drawn: drawn) }
                j = j1
            }
        }

        let result: HitMapCoverage? = withHitTest(h) { hit -> HitMapCoverage? in
            guard let interactive, let boxes else { walk(hit, nil); return nil }
            return h.nodes.withUnsafeBufferPointer { n in
                h.windows.withUnsafeBufferPointer { w in
                    boxes.boxes.withUnsafeBufferPointer { b in
                        boxes.end.withUnsafeBufferPointer { e in
                            interactive.withUnsafeBufferPointer { x in
                                var walker = DrawnWalker(nodes: n, windows: w, boxes: b)
                                coverage = RegionCoverage(end: e, interactive: x, columns: columns)
                                walk(hit) { p in walker.collect(p); return walker.drawn }
                                return coverage!.finish()
                            }
                        }
                    }
                }
            }
        }
        return Piece(rows: out, coverage: result, segments: segmentsDone)
    }
}

/// A band's coverage counted per segment: every count weighted by the segment's columns × the group's rows.
struct RegionCoverage {
    var c: HitMapCoverage
    let end: UnsafeBufferPointer<Int32>
    let interactive: UnsafeBufferPointer<Bool>
    let columns: Int
    var first: [Int], last: [Int]

    init(end: UnsafeBufferPointer<Int32>, interactive: UnsafeBufferPointer<Bool>, columns: Int) {
        c = HitMapCoverage(viewCount: end.count)
        self.end = end
        self.interactive = interactive
        self.columns = columns
        first = Array(repeating: -1, count: end.count)
        last = first
    }

    /// As `CoverageBand.finish`: the band's first and last lost point per view.
    mutating func finish() -> HitMapCoverage {
        for v in first.indices where first[v] >= 0 {
            c.lostSamples[v] = first[v] == last[v] ? [first[v]] : [first[v], last[v]]
        }
        return c
    }

    mutating func count(_ segments: [HitRegionScan.Segment], rows: Range<Int>, y: Double, grid: HitMapGrid, drawn: (Point) -> [Int32]) {
        let height = rows.count
        let j0 = rows.lowerBound, jLast = rows.upperBound - 1
        for s in segments {
            let r = s.receiver
            let width = Int(s.end - s.start)
            let weight = width * height
            let views = drawn(Point(x: grid.origin.x + Double(s.start) * grid.step, y: y))
            var receiverDrawn = false
            for v32 in views {
                let v = Int(v32)
                c.drawn[v] += weight
                if v32 == r { receiverDrawn = true }
                if interactive[v] && !(r >= v32 && r < end[v]) {
                    c.lost[v] += weight
                    if first[v] < 0 { first[v] = j0 * columns + Int(s.start) }
                    last[v] = jLast * columns + Int(s.end) - 1
                }
            }
            guard r >= 0 else { continue }
            let ri = Int(r)
            c.receiving[ri] += weight
            let b = c.boxes[ri]
            c.boxes[ri] = (min(b.minI, s.start), min(b.minJ, Int32(j0)), max(b.maxI, s.end - 1), max(b.maxJ, Int32(jLast)))
            if receiverDrawn { continue }
            c.receivingOutsideDrawn[ri] += weight
            for w32 in views where interactive[Int(w32)] && w32 != r {
                let related = (r >= w32 && r < end[Int(w32)]) || (w32 >= r && w32 < end[ri])
                if !related { c.overlaps[Int64(r) << 32 | Int64(w32), default: 0] += weight }
            }
        }
    }
}
