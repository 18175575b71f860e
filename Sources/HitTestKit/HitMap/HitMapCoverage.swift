/// Per view, what a hit map saw: where the view is drawn, where it receives touches, and where a touch on
/// it went elsewhere. Counts are grid points; multiply by `grid.cellArea` for points².
///
/// "Drawn" (the visible area): the point is inside the view's bounds, converted exactly as the hit test
/// converts it, and not cut off by an ancestor that clips to its bounds; views that are hidden or below
/// UIKit's alpha threshold (themselves, an ancestor, or their window) are not drawn. Drawn says nothing about
/// being covered by another view.
struct HitMapCoverage: Sendable {
    var drawn: [Int]
    var receiving: [Int]
    /// Receiving points outside the view's own drawn area (an enlarged hit area).
    var receivingOutsideDrawn: [Int]
    /// Drawn points of an interactive view where the touch went neither to it nor to one of its subviews.
    var lost: [Int]
    /// The receiving points' bounding box in grid columns and rows (min, max), per view.
    var boxes: [(minI: Int32, minJ: Int32, maxI: Int32, maxJ: Int32)]
    /// A few lost points per interactive view, as linear grid indexes (row × columns + column), sorted.
    var lostSamples: [[Int]]
    /// Points an enlarged hit area took from a neighbour's drawn area: key receiver << 32 | neighbour.
    var overlaps: [Int64: Int]

    init(viewCount n: Int) {
        drawn = Array(repeating: 0, count: n)
        receiving = Array(repeating: 0, count: n)
        receivingOutsideDrawn = Array(repeating: 0, count: n)
        lost = Array(repeating: 0, count: n)
        boxes = Array(repeating: (Int32.max, Int32.max, -1, -1), count: n)
        lostSamples = Array(repeating: [], count: n)
        overlaps = [:]
    }

    mutating func merge(_ o: HitMapCoverage) {
        for v in drawn.indices {
            drawn[v] += o.drawn[v]
            receiving[v] += o.receiving[v]
            receivingOutsideDrawn[v] += o.receivingOutsideDrawn[v]
            lost[v] += o.lost[v]
            let a = boxes[v], b = o.boxes[v]
            boxes[v] = (min(a.minI, b.minI), min(a.minJ, b.minJ), max(a.maxI, b.maxI), max(a.maxJ, b.maxJ))
            lostSamples[v] += o.lostSamples[v]
        }
        overlaps.merge(o.overlaps, uniquingKeysWith: +)
    }
}

extension HitMapCoverage {
    /// Walks every grid point once more, in parallel over rows, against the receivers the map holds.
    init(_ h: Hierarchy, map: HitMap, interactive: [Bool]) {
        let boxes = SubtreeScreenBoxes(h)
        // Each band keeps its own counters per view: fewer bands for big hierarchies keeps that memory bounded.
        let bands = max(2, min(Parallel.pieces, 2_000_000 / max(1, h.viewCount)))
        let pieces = Parallel.ranges(map.grid.rows, pieces: bands)
        let parts = Parallel.map(pieces.count) { k -> HitMapCoverage in
            // The shared arrays are opened once per band, not per point (see `HitMap.fastRows`).
            h.nodes.withUnsafeBufferPointer { n in
                h.windows.withUnsafeBufferPointer { w in
                    boxes.boxes.withUnsafeBufferPointer { b in
                        boxes.end.withUnsafeBufferPointer { e in
                            interactive.withUnsafeBufferPointer { x in
                                var band = CoverageBand(walker: DrawnWalker(nodes: n, windows: w, boxes: b), end: e,
                                                        interactive: x, columns: map.grid.columns)
                                for j in pieces[k] {
                                    map.forEachRun(row: j) { columns, r in
                                        for i in columns { band.count(map.grid.point(column: i, row: j), i: i, j: j, receiver: r) }
                                    }
                                }
                                return band.finish()
                            }
                        }
                    }
                }
            }
        }
        var total = HitMapCoverage(viewCount: h.viewCount)
        for p in parts { total.merge(p) }
        self = total
    }
}

/// One band of rows' counts, over buffers its thread opened.
struct CoverageBand {
    var c: HitMapCoverage
    var walker: DrawnWalker
    let end: UnsafeBufferPointer<Int32>
    let interactive: UnsafeBufferPointer<Bool>
    let columns: Int
    var first: [Int], last: [Int]

    init(walker: DrawnWalker, end: UnsafeBufferPointer<Int32>, interactive: UnsafeBufferPointer<Bool>, columns: Int) {
        c = HitMapCoverage(viewCount: end.count)
        self.walker = walker
        self.end = end
        self.interactive = interactive
        self.columns = columns
        first = Array(repeating: -1, count: end.count)
        last = first
    }

    /// The first and last lost point of each view in this band of rows: spread over the bands, they sample the
    /// lost area from top to bottom and at both of its sides.
    mutating func finish() -> HitMapCoverage {
        for v in first.indices where first[v] >= 0 {
            c.lostSamples[v] = first[v] == last[v] ? [first[v]] : [first[v], last[v]]
        }
        return c
    }

    @inline(__always)
    mutating func count(_ p: Point, i: Int, j: Int, receiver r: Int32) {
        walker.collect(p)
        var receiverDrawn = false
        for v32 in walker.drawn {
            let v = Int(v32)
            c.drawn[v] += 1
            if v32 == r { receiverDrawn = true }
            // The touch reached the view when it, or one of its subviews, is the receiver (the Miss rule).
            if interactive[v] && !(r >= v32 && r < end[v]) {
                c.lost[v] += 1
                let index = j * columns + i
                if first[v] < 0 { first[v] = index }
                last[v] = index
            }
        }
        guard r >= 0 else { return }
        let ri = Int(r)
        c.receiving[ri] += 1
        let b = c.boxes[ri]
        c.boxes[ri] = (min(b.minI, Int32(i)), min(b.minJ, Int32(j)), max(b.maxI, Int32(i)), max(b.maxJ, Int32(j)))
        if receiverDrawn { return }
        c.receivingOutsideDrawn[ri] += 1
        // Outside its drawn area, the receiver took the point from every interactive view drawn there that is
        // neither its ancestor nor its subview.
        for w32 in walker.drawn where interactive[Int(w32)] && w32 != r {
            let related = (r >= w32 && r < end[Int(w32)]) || (w32 >= r && w32 < end[ri])
            if !related { c.overlaps[Int64(r) << 32 | Int64(w32), default: 0] += 1 }
        }
    }
}

/// Finds the views drawn at a screen point, walking the tree as the hit test converts points (window down,
/// `toLocal` per level), skipping hidden and transparent subtrees, subtrees outside a clipping view, and
/// subtrees whose screen box cannot hold the point.
struct DrawnWalker {
    let nodes: UnsafeBufferPointer<HitNode>
    let windows: UnsafeBufferPointer<Int32>
    let boxes: UnsafeBufferPointer<Rect?>
    private(set) var drawn: [Int32] = []
    private var stack: [(view: Int32, point: Point)] = []

    init(nodes: UnsafeBufferPointer<HitNode>, windows: UnsafeBufferPointer<Int32>, boxes: UnsafeBufferPointer<Rect?>) {
        self.nodes = nodes
        self.windows = windows
        self.boxes = boxes
    }

    mutating func collect(_ screen: Point) {
        drawn.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        for w in windows { stack.append((w, screen)) }
        while let (v, outer) = stack.popLast() {
            if let box = boxes[Int(v)], !box.mayContain(screen) { continue }
            let node = nodes[Int(v)]
            if node.flags.contains(.hidden) || !node.flags.contains(.alphaHittable) { continue }
            let q = node.toLocal.apply(outer)
            let inside = node.bounds.contains(q)
            if inside { drawn.append(v) }
            if node.flags.contains(.clipsToBounds) && !inside { continue }
            var c = node.lastChild
            while c >= 0 { stack.append((c, q)); c = nodes[Int(c)].previousSibling }
        }
    }
}
