/// A view's rectangle (its bounds or hit area) on screen: under any affine conversion a convex quadrilateral.
/// The region plan reads it for slanted conversions: a row is cut, and a row differs from the row above,
/// only where an edge of the quadrilateral passes, not across the whole box around it.
///
/// `reach` bounds, as a screen distance, how far from an exact edge a point can be and still have its
/// comparison with that edge round either way in the hit test (plus the rounding of the corners, computed
/// through the inverse conversion). Every answer that may change is within `reach` of an edge segment: away
/// from the segment, on the edge's line, the comparison with the perpendicular edges is decided and false.
struct ScreenQuad: Sendable {
    /// Corners in order: (x0, y0), (x1, y0), (x1, y1), (x0, y1) of the local rectangle, on screen.
    var x: SIMD4<Double>
    var y: SIMD4<Double>
    var reach: Double

    /// Whether the horizontal line at `row` comes within `reach` of edge `e` (corner e to corner e + 1).
    @inline(__always)
    func meets(edge e: Int, row: Double) -> Bool {
        let ya = y[e], yb = y[(e + 1) & 3]
        return row >= min(ya, yb) - reach && row <= max(ya, yb) + reach
    }

    /// The grid columns, inside `within`, that edge `e` passes over between the rows at `top` and `bottom`
    /// (both widened by `reach`): where a point's answer may differ from the point above it. Nil when the
    /// edge does not reach that strip.
    func sweptColumns(edge e: Int, from top: Double, to bottom: Double, grid g: HitMapGrid, within: ClosedRange<Int32>) -> (Int32, Int32)? {
        let px = x[e], py = y[e], qx = x[(e + 1) & 3], qy = y[(e + 1) & 3]
        let lo = top - reach, hi = bottom + reach
        guard max(py, qy) >= lo, min(py, qy) <= hi else { return nil }
        var xa = min(px, qx), xb = max(px, qx)
        let dy = qy - py
        if dy != 0 {
            // The part of the segment inside the strip.
            var t0 = (lo - py) / dy, t1 = (hi - py) / dy
            if t0 > t1 { swap(&t0, &t1) }
            t0 = max(0, t0); t1 = min(1, t1)
            let u = px + t0 * (qx - px), v = px + t1 * (qx - px)
            if u.isFinite && v.isFinite { xa = min(u, v); xb = max(u, v) }
        }
        // The columns whose points lie within `reach` of that part. No slack beyond `reach`: it is a thousand
        // times what rounding can move a point's answer, far above the rounding of these two divisions.
        let a = ((xa - reach - g.origin.x) / g.step).rounded(.up), b = ((xb + reach - g.origin.x) / g.step).rounded(.down)
        guard a.isFinite, b.isFinite else { return (within.lowerBound, within.upperBound) }
        let l = max(Double(within.lowerBound), a), h = min(Double(within.upperBound), b)
        return l <= h ? (Int32(l), Int32(h)) : nil
    }
}
