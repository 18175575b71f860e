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
            var c = HitMapCoverage(viewCount: h.viewCount)
            var walker = DrawnWalker(h: h, boxes: boxes)
            var first = [Int](repeating: -1, count: h.viewCount), last = first
            for j in pieces[k] {
                map.forEachRun(row: j) { columns, r in
                    for i in columns {
                        c.count(point: map.grid.point(column: i, row: j), i: i, j: j, receiver: r, columns: map.grid.columns,
                                walker: &walker, interactive: interactive, first: &first, last: &last)
                    }
                }
            }
            // The first and last lost point of each view in this band of rows: spread over the bands, they
            // sample the lost area from top to bottom and at both of its sides.
            for v in first.indices where first[v] >= 0 {
                c.lostSamples[v] = first[v] == last[v] ? [first[v]] : [first[v], last[v]]
            }
            return c
        }
        var total = HitMapCoverage(viewCount: h.viewCount)
        for p in parts { total.merge(p) }
        self = total
    }

    @inline(__always)
    private mutating func count(point p: Point, i: Int, j: Int, receiver r: Int32, columns: Int, walker: inout DrawnWalker,
                                interactive: [Bool], first: inout [Int], last: inout [Int]) {
        walker.collect(p)
        let end = walker.boxes.end
        var receiverDrawn = false
        for v32 in walker.drawn {
            let v = Int(v32)
            drawn[v] += 1
            if v32 == r { receiverDrawn = true }
            // The touch reached the view when it, or one of its subviews, is the receiver (the Miss rule).
            if interactive[v] && !(r >= v32 && r < end[v]) {
                lost[v] += 1
                let index = j * columns + i
                if first[v] < 0 { first[v] = index }
                last[v] = index
            }
        }
        guard r >= 0 else { return }
        let ri = Int(r)
        receiving[ri] += 1
        let b = boxes[ri]
        boxes[ri] = (min(b.minI, Int32(i)), min(b.minJ, Int32(j)), max(b.maxI, Int32(i)), max(b.maxJ, Int32(j)))
        if receiverDrawn { return }
        receivingOutsideDrawn[ri] += 1
        // Outside its drawn area, the receiver took the point from every interactive view drawn there that is
        // neither its ancestor nor its subview.
        for w32 in walker.drawn where interactive[Int(w32)] && w32 != r {
            let related = (r >= w32 && r < end[Int(w32)]) || (w32 >= r && w32 < end[ri])
            if !related { overlaps[Int64(r) << 32 | Int64(w32), default: 0] += 1 }
        }
    }
}

/// Finds the views drawn at a screen point, walking the tree as the hit test converts points (window down,
/// `toLocal` per level), skipping hidden and transparent subtrees, subtrees outside a clipping view, and
/// subtrees whose screen box cannot hold the point.
struct DrawnWalker {
    let h: Hierarchy
    let boxes: SubtreeScreenBoxes
    private(set) var drawn: [Int32] = []
    private var stack: [(view: Int32, point: Point)] = []

    init(h: Hierarchy, boxes: SubtreeScreenBoxes) {
        self.h = h
        self.boxes = boxes
    }

    mutating func collect(_ screen: Point) {
        drawn.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        for w in h.windows { stack.append((w, screen)) }
        while let (v, outer) = stack.popLast() {
            if let box = boxes.boxes[Int(v)], !box.mayContain(screen) { continue }
            let node = h.nodes[Int(v)]
            if node.flags.contains(.hidden) || !node.flags.contains(.alphaHittable) { continue }
            let q = node.toLocal.apply(outer)
            let inside = node.bounds.contains(q)
            if inside { drawn.append(v) }
            if node.flags.contains(.clipsToBounds) && !inside { continue }
            var c = node.lastChild
            while c >= 0 { stack.append((c, q)); c = h.nodes[Int(c)].previousSibling }
        }
    }
}
