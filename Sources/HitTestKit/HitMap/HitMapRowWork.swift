/// The hit map's work against what the screen makes it do: per row, the hit tests the map made, and the view
/// edges that change the answer there.
///
/// Edges are counted from the hierarchy alone, independently of the region plan: every view's bounds and,
/// where `pointInside` is grown or shrunk, its hit area, as the quadrilateral its conversions make on screen
/// (the four edges of each, whether or not the hit test reads them). An edge changes row j when it passes
/// between row j − 1 and row j (meets the strip y_j − step < y ≤ y_j), except a vertical edge running through
/// the whole strip, which cuts both rows at the same column. A row the map computes whole (the first row of
/// each piece of work) is changed by every edge crossing it. A map proportional to what changes makes a
/// bounded number of hit tests per changing edge on every row.
public struct HitMapRowWork: Sendable {
    public var hitTests: [Int]
    /// Per row, the edges that change it (every edge crossing it, on a row computed whole).
    public var edges: [Int]

    public init(_ h: Hierarchy, map: HitMap) {
        let g = map.grid
        hitTests = map.rowHitTests.map { Int($0) }
        var crossing = [Int](repeating: 0, count: g.rows + 1), changing = crossing
        let x0 = g.origin.x, x1 = g.origin.x + Double(max(0, g.columns - 1)) * g.step
        /// The row whose strip holds y (nil outside the grid).
        func row(_ y: Double) -> Int? {
            let j = ((y - g.origin.y) / g.step).rounded(.up)
            return j.isFinite && j >= 0 && j < Double(g.rows) ? Int(j) : nil
        }
        var toScreen = [AffineTransform?](repeating: nil, count: h.viewCount)
        for v in 0..<h.viewCount {
            let parent = h.nodes[v].parent
            let up = parent >= 0 ? toScreen[Int(parent)] : AffineTransform.identity
            guard let up, let inv = h.nodes[v].toLocal.inverted else { continue }
            let t = inv.concatenating(up)
            toScreen[v] = t
            var rects = [h.nodes[v].bounds]
            if h.nodes[v].pointInsideMode == .grown, h.hitArea(of: v) != h.nodes[v].bounds { rects.append(h.hitArea(of: v)) }
            for r in rects {
                let c = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                         Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)].map(t.apply)
                for e in 0..<4 {
                    let p = c[e], q = c[(e + 1) & 3]
                    guard max(p.x, q.x) >= x0, min(p.x, q.x) <= x1 else { continue }
                    let top = min(p.y, q.y), bottom = max(p.y, q.y)
                    // Rows j whose strip (y_j − step, y_j] meets [top, bottom]: j from row(top) up to row(bottom).
                    let a = ((top - g.origin.y) / g.step).rounded(.up), b = ((bottom - g.origin.y) / g.step + 1).rounded(.up)
                    guard a.isFinite, b.isFinite else { continue }
                    let lo = Int(max(0, min(Double(g.rows), a))), hi = Int(max(0, min(Double(g.rows), b)))
                    guard lo < hi else { continue }
                    crossing[lo] += 1; crossing[hi] -= 1
                    if p.x != q.x {
                        changing[lo] += 1; changing[hi] -= 1
                    } else {
                        let ends = Set([row(top), row(bottom)].compactMap { $0 })
                        for j in ends { changing[j] += 1; changing[j + 1] -= 1 }
                    }
                }
            }
        }
        var whole = Set([0])
        let bands = HitRegionScan.pieces(rows: g.rows, views: h.viewCount)
        for group in Parallel.ranges(bands.count, pieces: HitRegionScan.scanPieces) { whole.insert(bands[group.lowerBound].lowerBound) }
        var across = 0, changes = 0
        edges = (0..<g.rows).map { j in
            across += crossing[j]; changes += changing[j]
            return whole.contains(j) ? across : changes
        }
    }

    /// The row with the largest ratio of hit tests to (its changing edges + 1), and that ratio.
    public var worstRow: (row: Int, ratio: Double)? {
        hitTests.indices.max { Double(hitTests[$0]) / Double(edges[$0] + 1) < Double(hitTests[$1]) / Double(edges[$1] + 1) }
            .map { ($0, Double(hitTests[$0]) / Double(edges[$0] + 1)) }
    }
}
