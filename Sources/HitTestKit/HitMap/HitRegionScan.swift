/// Computes a hit map (and, for a report, its coverage) from a `HitRegionPlan`: per fresh row, the cuts of
/// the tests whose box the row crosses, one hit test and one drawn walk per segment between cuts; rows that
/// are copies share the fresh row's runs and count with its weight.
enum HitRegionScan {
    /// The bands of rows the work is split into; also the coverage's sampling bands (the first and last lost
    /// point of each band sample a dead zone), so the report is the same whatever computes it.
    static func pieces(rows: Int, views: Int) -> [Range<Int>] {
        Parallel.ranges(rows, pieces: max(2, min(Parallel.pieces, 2_000_000 / max(1, views))))
    }

    static let scanPieces = 4

    struct Piece: Sendable {
        var rows: [[Int32]]
        var coverage: HitMapCoverage?
        var segments: Int
        /// Hit tests made on each row (0 on a row that copies the row above).
        var rowHitTests: [Int32]
    }

    /// One segment of the current row: columns start..<end, all answered by the point at `start` of row
    /// `born`, and alive (the same answer) on every row since; `drawn` is its drawn views in the pool.
    struct Segment {
        var start: Int32, end: Int32, receiver: Int32
        var born: Int32
        var drawnAt: Int32, drawnCount: Int32
    }

    static func run(_ h: Hierarchy, plan: HitRegionPlan, interactive: [Bool]?, budget: WorkBudget = .unlimited)
        -> (rows: [[Int32]], coverage: HitMapCoverage?, segments: Int, rowHitTests: [Int32]) {
        let grid = plan.grid
        // Sampling bands, grouped into a few pieces of work: each piece computes its first row whole, so
        // fewer pieces repeat less; a fixed count, so that the answer never depends on the machine.
        let bands = pieces(rows: grid.rows, views: h.viewCount)
        let groups = Parallel.ranges(bands.count, pieces: scanPieces)
        let boxes = interactive == nil ? nil : SubtreeScreenBoxes(h)
        let parts = Parallel.map(groups.count) { k -> Piece in
            let mine = Array(bands[groups[k]])
            return scan(h, plan: plan, rows: mine.first!.lowerBound..<mine.last!.upperBound, bands: mine, interactive: interactive,
                        boxes: boxes, budget: budget)
        }
        var rows: [[Int32]] = []
        rows.reserveCapacity(grid.rows)
        var segments = 0
        var rowHitTests: [Int32] = []
        rowHitTests.reserveCapacity(grid.rows)
        var total: HitMapCoverage? = interactive == nil ? nil : HitMapCoverage(viewCount: h.viewCount)
        for p in parts {
            rows += p.rows
            segments += p.segments
            rowHitTests += p.rowHitTests
            if let c = p.coverage { total?.merge(c) }
        }
        return (rows, total, segments, rowHitTests)
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
                        for w in windows where !n[Int(w)].flags.contains(.hidden) && h.windowTakesPart(w, at: p) {
                            let hit = h.fastHitTest(n, stack, window: w, point: n[Int(w)].toLocal.apply(p))
                            if hit >= 0 { return hit }
                        }
                        return -1
                    }
                }
            }
        }
    }

    /// The kept segment (sorted, disjoint) that ends at column `c`, or starts there.
    static func kept(_ kept: [Segment], endingAt c: Int32) -> Segment? {
        let i = firstStarting(kept, atOrAfter: c)
        return i > 0 && kept[i - 1].end == c ? kept[i - 1] : nil
    }

    static func kept(_ kept: [Segment], startingAt c: Int32) -> Segment? {
        let i = firstStarting(kept, atOrAfter: c)
        return i < kept.count && kept[i].start == c ? kept[i] : nil
    }

    private static func firstStarting(_ kept: [Segment], atOrAfter c: Int32) -> Int {
        var lo = 0, hi = kept.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if kept[mid].start < c { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    static func scan(_ h: Hierarchy, plan: HitRegionPlan, rows band: Range<Int>, bands: [Range<Int>], interactive: [Bool]?,
                     boxes: SubtreeScreenBoxes?, budget: WorkBudget) -> Piece {
        let grid = plan.grid
        let columns = grid.columns
        var out: [[Int32]] = []
        out.reserveCapacity(band.count)
        var evaluated = 0
        var rowHitTests: [Int32] = []
        rowHitTests.reserveCapacity(band.count)
        var coverage: RegionCoverage?
        let tests = plan.tests, byRow = plan.byRow
        var active: [Int32] = []
        var nextTest = 0
        var cuts: [Int32] = []
        var spans: [(lo: Int32, hi: Int32)] = []
        var current: [Segment] = [], kept: [Segment] = [], born: [Segment] = []
        var pool: [Int32] = []
        var runs: [Int32] = []

        // The budget is asked every 16 rows; once it says no, each row left is "no view" (the map is then not the
        // answer, and what the segments count past that point does not matter).
        var stopped = false
        func walk(_ hit: (Point) -> Int32, _ drawn: ((Point) -> [Int32])?) {
          h.nodes.withUnsafeBufferPointer { nodes in
            for j in band {
                if !stopped && (j - band.lowerBound) % 16 == 0 { stopped = !budget.spend(0, on: .hitMap(step: grid.step, views: h.viewCount)) }
                if stopped { out.append([-1, Int32(columns)]); rowHitTests.append(0); continue }
                // Where row j may differ from the row above (all of it on the band's first row).
                spans.removeAll(keepingCapacity: true)
                if j == band.lowerBound {
                    spans.append((0, Int32(columns - 1)))
                } else {
                    let s0 = Int(plan.spanStart[j]), s1 = Int(plan.spanStart[j + 1])
                    if s0 == s1 { out.append(out[out.count - 1]); rowHitTests.append(0); continue }
                    for k in s0..<s1 { spans.append((max(0, plan.spanLo[k]), min(Int32(columns - 1), plan.spanHi[k]))) }
                    spans.sort { $0.lo < $1.lo }
                    var merged = 0
                    for k in 1..<spans.count {
                        if spans[k].lo <= spans[merged].hi + 1 { spans[merged].hi = max(spans[merged].hi, spans[k].hi) } else { merged += 1; spans[merged] = spans[k] }
                    }
                    spans.removeLast(spans.count - merged - 1)
                }
                let y = grid.origin.y + Double(j) * grid.step
                // Tests whose box holds row j.
                while nextTest < byRow.count && Int(tests[Int(byRow[nextTest])].rowLo) <= j {
                    active.append(byRow[nextTest]); nextTest += 1
                }
                active.removeAll { Int(tests[Int($0)].rowHi) < j }
                // The cuts of row j: where the answer may change from one column to the next. Only those in
                // a span or at its ends are read (a test's cuts reach one column past its box on either side);
                // the ones outside cost a sort but no hit test.
                cuts.removeAll(keepingCapacity: true)
                let whole = spans.count == 1 && spans[0].lo == 0 && spans[0].hi == Int32(columns - 1)
                for a in active {
                    let t = tests[Int(a)]
                    if !whole && !spans.contains(where: { $0.lo <= t.colHi + 2 && t.colLo <= $0.hi + 2 }) { continue }
                    let lo = Int(t.colLo), hi = Int(t.colHi)
                    func add(_ k: Int) { if k > 0 && k < columns { cuts.append(Int32(k)) } }
                    switch t.kind {
                    case .straight:
                        func replayed(_ k: Int) -> Double {
                            HitRegionPlan.replay(nodes, t.exactView, grid.origin.x + Double(k) * grid.step, vertical: false)
                        }
                        HitRegionPlan.cuts(alpha: t.m.a, beta: t.m.tx, edge: t.x0, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi,
                                           replayed: t.exactView >= 0, exact: replayed, add)
                        HitRegionPlan.cuts(alpha: t.m.a, beta: t.m.tx, edge: t.x1, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi,
                                           replayed: t.exactView >= 0, exact: replayed, add)
                    case .swapped:
                        HitRegionPlan.cuts(alpha: t.m.b, beta: t.m.ty, edge: t.y0, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                        HitRegionPlan.cuts(alpha: t.m.b, beta: t.m.ty, edge: t.y1, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                    case .slanted:
                        // Only the edges of the quadrilateral the row meets: past an edge's ends its line lies
                        // outside the quadrilateral, where the test is false on both sides of it.
                        let bx = t.m.c * y + t.m.tx, by = t.m.d * y + t.m.ty, q = t.quad
                        if q.meets(edge: 3, row: y) {
                            HitRegionPlan.cuts(alpha: t.m.a, beta: bx, edge: t.x0, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                        }
                        if q.meets(edge: 1, row: y) {
                            HitRegionPlan.cuts(alpha: t.m.a, beta: bx, edge: t.x1, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                        }
                        if q.meets(edge: 0, row: y) {
                            HitRegionPlan.cuts(alpha: t.m.b, beta: by, edge: t.y0, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                        }
                        if q.meets(edge: 2, row: y) {
                            HitRegionPlan.cuts(alpha: t.m.b, beta: by, edge: t.y1, err: t.err, origin: grid.origin.x, step: grid.step, lo: lo, hi: hi, add)
                        }
                    }
                }
                cuts.sort()
                // The row above's segments: kept whole outside the spans; where a span covers part of one, it
                // ends there (counted) and its parts outside the spans start again on this row.
                kept.removeAll(keepingCapacity: true)
                var si = 0
                for s in current {
                    while si < spans.count && spans[si].hi < s.start { si += 1 }
                    if si >= spans.count || spans[si].lo >= s.end { kept.append(s); continue }
                    if drawn != nil { coverage!.retire(s, until: j, pool: pool) }
                    var from = s.start
                    var sk = si
                    while sk < spans.count && spans[sk].lo < s.end {
                        if spans[sk].lo > from { var part = s; part.start = from; part.end = spans[sk].lo; part.born = Int32(j); kept.append(part) }
                        from = max(from, spans[sk].hi + 1)
                        sk += 1
                    }
                    if from < s.end { var part = s; part.start = from; part.born = Int32(j); kept.append(part) }
                }
                // New segments inside the spans, between the span's ends and the cuts inside it. A kept segment
                // holds on row j (its columns do not change from the row above), so a piece at a span's end
                // that no cut separates from the kept segment beside it has that segment's answer; every other
                // piece costs one hit test (and one drawn walk).
                born.removeAll(keepingCapacity: true)
                var tested = 0
                var ci = 0
                for sp in spans {
                    while ci < cuts.count && cuts[ci] < sp.lo { ci += 1 }
                    let openLeft = sp.lo > 0 && !(ci < cuts.count && cuts[ci] == sp.lo)
                    var after = ci
                    while after < cuts.count && cuts[after] <= sp.hi { after += 1 }
                    let openRight = sp.hi + 1 < Int32(columns) && !(after < cuts.count && cuts[after] == sp.hi + 1)
                    var start = sp.lo
                    while ci < cuts.count && cuts[ci] <= start { ci += 1 }
                    while start <= sp.hi {
                        let end = ci < cuts.count && cuts[ci] <= sp.hi ? cuts[ci] : sp.hi + 1
                        while ci < cuts.count && cuts[ci] <= end { ci += 1 }
                        var seg = Segment(start: start, end: end, receiver: -1, born: Int32(j), drawnAt: 0, drawnCount: 0)
                        let beside = start == sp.lo && openLeft ? Self.kept(kept, endingAt: sp.lo)
                            : end == sp.hi + 1 && openRight ? Self.kept(kept, startingAt: end) : nil
                        if let beside {
                            seg.receiver = beside.receiver; seg.drawnAt = beside.drawnAt; seg.drawnCount = beside.drawnCount
                        } else {
                            let p = Point(x: grid.origin.x + Double(start) * grid.step, y: y)
                            seg.receiver = hit(p)
                            tested += 1
                            if let drawn {
                                let views = drawn(p)
                                seg.drawnAt = Int32(pool.count); seg.drawnCount = Int32(views.count)
                                pool += views
                            }
                        }
                        born.append(seg)
                        start = end
                    }
                }
                evaluated += tested
                rowHitTests.append(Int32(tested))
                // Merge the two ordered lists.
                current.removeAll(keepingCapacity: true)
                var a = 0, b = 0
                while a < kept.count || b < born.count {
                    if b >= born.count || (a < kept.count && kept[a].start < born[b].start) { current.append(kept[a]); a += 1 } else { current.append(born[b]); b += 1 }
                }
                runs = []
                for s in current {
                    if runs.count >= 2 && runs[runs.count - 2] == s.receiver { runs[runs.count - 1] += s.end - s.start } else { runs.append(s.receiver); runs.append(s.end - s.start) }
                }
                out.append(runs)
            }
            if drawn != nil { for s in current { coverage!.retire(s, until: band.upperBound, pool: pool) } }
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
                                coverage = RegionCoverage(end: e, interactive: x, columns: columns, bands: bands)
                                walk(hit) { p in walker.collect(p); return walker.drawn }
                                return coverage!.finish()
                            }
                        }
                    }
                }
            }
        }
        return Piece(rows: out, coverage: result, segments: evaluated, rowHitTests: rowHitTests)
    }
}

/// A piece's coverage counted per segment: every count weighted by the segment's columns × the rows it
/// lived. Lost points are sampled per band of rows, as the per-point coverage does (`CoverageBand`).
struct RegionCoverage {
    var c: HitMapCoverage
    let end: UnsafeBufferPointer<Int32>
    let interactive: UnsafeBufferPointer<Bool>
    let columns: Int
    let bands: [Range<Int>]
    /// Per band × view: the first and last lost point (linear index), -1 for none.
    var first: [Int], last: [Int]

    init(end: UnsafeBufferPointer<Int32>, interactive: UnsafeBufferPointer<Bool>, columns: Int, bands: [Range<Int>]) {
        c = HitMapCoverage(viewCount: end.count)
        self.end = end
        self.interactive = interactive
        self.columns = columns
        self.bands = bands
        first = Array(repeating: -1, count: end.count * bands.count)
        last = first
    }

    /// As `CoverageBand.finish`, band after band: each band's first and last lost point per view.
    mutating func finish() -> HitMapCoverage {
        let n = end.count
        for b in bands.indices {
            for v in 0..<n where first[b * n + v] >= 0 {
                let f = first[b * n + v], l = last[b * n + v]
                c.lostSamples[v] += f == l ? [f] : [f, l]
            }
        }
        return c
    }

    /// Notes a lost run (rows j0...jLast, columns start..<end of each) in the bands it crosses.
    mutating func noteLost(_ v: Int, rows j0: Int, _ jLast: Int, start: Int, end e: Int) {
        let n = end.count
        for b in bands.indices where bands[b].lowerBound <= jLast && j0 < bands[b].upperBound {
            let f = max(j0, bands[b].lowerBound) * columns + start
            let l = (min(jLast, bands[b].upperBound - 1)) * columns + e - 1
            let k = b * n + v
            if first[k] < 0 || f < first[k] { first[k] = f }
            last[k] = max(last[k], l)
        }
    }

    /// Counts a segment that ends: its columns × the rows it lived (born ..< until).
    mutating func retire(_ s: HitRegionScan.Segment, until: Int, pool: [Int32]) {
        let r = s.receiver
        let j0 = Int(s.born), jLast = until - 1
        let weight = Int(s.end - s.start) * (until - j0)
        guard weight > 0 else { return }
        var receiverDrawn = false
        let views = pool[Int(s.drawnAt)..<Int(s.drawnAt + s.drawnCount)]
        for v32 in views {
            let v = Int(v32)
            c.drawn[v] += weight
            if v32 == r { receiverDrawn = true }
            if interactive[v] && !(r >= v32 && r < end[v]) {
                c.lost[v] += weight
                noteLost(v, rows: j0, jLast, start: Int(s.start), end: Int(s.end))
            }
        }
        guard r >= 0 else { return }
        let ri = Int(r)
        c.receiving[ri] += weight
        let b = c.boxes[ri]
        c.boxes[ri] = (min(b.minI, s.start), min(b.minJ, Int32(j0)), max(b.maxI, s.end - 1), max(b.maxJ, Int32(jLast)))
        if receiverDrawn { return }
        c.receivingOutsideDrawn[ri] += weight
        for w32 in views where interactive[Int(w32)] && w32 != r {
            let related = (r >= w32 && r < end[Int(w32)]) || (w32 >= r && w32 < end[ri])
            if !related { c.overlaps[Int64(r) << 32 | Int64(w32), default: 0] += weight }
        }
    }
}
