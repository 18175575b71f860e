/// Where to tap so that a view gets the touch: the centre of the largest rectangle of the hit map's points
/// that all go to the view. A rectangle rather than the whole receiving area (whose centre may fall in a
/// hole or outside an L-shaped area): its centre is a grid point the map itself says reaches the view.
public struct TapPoint: Sendable {
    public var view: ViewIndex
    /// A grid point where a tap reaches the view, nil when none does.
    public var point: Point?
    /// The largest rectangle of receiving points, each point counted as its step×step cell, in screen points.
    public var area: Rect?
    /// Points² of the whole grid where a tap reaches the view.
    public var receivingArea: Double
    /// The centre of the view's bounds on screen, clipped to the map's region: where to ask why it is not reached.
    public var visibleCentre: Point?
}

extension Hierarchy {
    /// A touch on `hit` reaches `target` when `hit` is the target, or is inside it and goes to the same interactive
    /// view (a label inside a button reaches the button; a button inside a card does not reach the card's tap).
    package func reaches(_ hit: Int, _ target: Int) -> Bool {
        hit == target || (ancestry(of: hit).contains(target) && TouchCheck.receiver(of: hit, self) == TouchCheck.receiver(of: target, self))
    }

    package func tapPoint(for target: Int, map: HitMap) -> TapPoint {
        let g = map.grid
        var reaching = [Bool](repeating: false, count: viewCount)
        for v in 0..<viewCount { reaching[v] = reaches(v, target) }
        // Largest rectangle of reaching cells: a histogram of reaching heights per column, row by row, and the
        // largest rectangle under each row's histogram (a stack of rising bars).
        var heights = [Int](repeating: 0, count: g.columns)
        var best = (area: 0, minI: 0, maxI: -1, minJ: 0, maxJ: -1)
        var count = 0
        for j in 0..<g.rows {
            var i = 0
            let runs = map.rows[j]
            for k in stride(from: 0, to: runs.count, by: 2) {
                let v = Int(runs[k]), length = Int(runs[k + 1])
                let yes = v >= 0 && reaching[v]
                if yes { count += length }
                for c in i..<(i + length) { heights[c] = yes ? heights[c] + 1 : 0 }
                i += length
            }
            var stack: [Int] = []
            for c in 0...g.columns {
                let h = c < g.columns ? heights[c] : 0
                while let top = stack.last, heights[top] >= h {
                    stack.removeLast()
                    let height = heights[top]
                    let left = stack.last.map { $0 + 1 } ?? 0
                    let width = c - left
                    if height > 0, width * height > best.area {
                        best = (width * height, left, c - 1, j - height + 1, j)
                    }
                }
                if c < g.columns { stack.append(c) }
            }
        }
        let box = screenBox(of: target)
        let region = Rect(x: g.origin.x, y: g.origin.y, width: Double(g.columns) * g.step, height: Double(g.rows) * g.step)
        let minX = max(box.minX, region.minX), maxX = min(box.maxX, region.maxX)
        let minY = max(box.minY, region.minY), maxY = min(box.maxY, region.maxY)
        let centre = minX < maxX && minY < maxY ? Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2) : nil
        var answer = TapPoint(view: ViewIndex(target), point: nil, area: nil, receivingArea: Double(count) * g.cellArea, visibleCentre: centre)
        guard best.area > 0 else { return answer }
        let origin = g.point(column: best.minI, row: best.minJ)
        answer.area = Rect(x: origin.x, y: origin.y, width: Double(best.maxI - best.minI + 1) * g.step,
                           height: Double(best.maxJ - best.minJ + 1) * g.step)
        answer.point = g.point(column: (best.minI + best.maxI) / 2, row: (best.minJ + best.maxJ) / 2)
        return answer
    }
}
