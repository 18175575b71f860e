/// Per view, the screen rectangle that holds its whole subtree as drawn: a conservative box, so that the
/// coverage walk can skip a subtree at points it cannot reach. Only a filter: whether a point is inside a view
/// is still decided by the same conversions the hit test makes.
struct SubtreeScreenBoxes {
    /// One past the last view of each view's subtree (pre-order: a subtree is `v ..< end[v]`).
    let end: [Int32]
    /// The box per view; nil where a transform cannot be inverted (then the subtree is never skipped).
    let boxes: [Rect?]

    init(_ h: Hierarchy) {
        let n = h.viewCount
        var size = [Int32](repeating: 1, count: n)
        for v in stride(from: n - 1, through: 0, by: -1) where h.nodes[v].parent >= 0 {
            size[Int(h.nodes[v].parent)] += size[v]
        }
        end = (0..<n).map { Int32($0) + size[$0] }
        // local → screen, parents first (pre-order).
        var toScreen = [AffineTransform?](repeating: nil, count: n)
        var boxes = [Rect?](repeating: nil, count: n)
        for v in 0..<n {
            let parent = h.nodes[v].parent
            let up = parent >= 0 ? toScreen[Int(parent)] : AffineTransform.identity
            if let up, let inv = h.nodes[v].toLocal.inverted { toScreen[v] = inv.concatenating(up) }
            guard let t = toScreen[v] else { continue }
            let b = h.nodes[v].bounds
            let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                           Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)].map(t.apply)
            let r = Rect.bounding(corners)
            // Rounding in the composed transform differs from the step-by-step conversion by a few ulps; a
            // margin far above that keeps the box a superset.
            let m = 1e-6 * max(1, abs(r.minX), abs(r.minY), abs(r.maxX), abs(r.maxY))
            boxes[v] = r.isFinite ? Rect(x: r.x - m, y: r.y - m, width: r.width + 2 * m, height: r.height + 2 * m) : nil
        }
        // Grow each box by its subviews' boxes, children first (reverse pre-order).
        for v in stride(from: n - 1, through: 0, by: -1) {
            let parent = Int(h.nodes[v].parent)
            guard parent >= 0, boxes[parent] != nil else { continue }
            if let c = boxes[v], let p = boxes[parent] {
                boxes[parent] = Rect.bounding([p.origin, Point(x: p.maxX, y: p.maxY), c.origin, Point(x: c.maxX, y: c.maxY)])
            } else {
                boxes[parent] = nil
            }
        }
        self.boxes = boxes
    }
}

extension Rect {
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// Inclusive of the max edges: a filter that must never reject a point the exact test could accept.
    @inline(__always)
    func mayContain(_ p: Point) -> Bool { p.x >= x && p.x <= x + width && p.y >= y && p.y <= y + height }
}
