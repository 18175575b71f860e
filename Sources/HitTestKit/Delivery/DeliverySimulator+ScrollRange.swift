/// Where a scroll view's content may go: `contentInset` / `adjustedContentInset` widen the range (a negative
/// offset at the top is the usual pull-to-refresh rest), `bounces` lets a drag pull past it, and paging
/// picks where the content comes to rest (rules 5.10, 5.11, 5.13).
extension DeliverySimulator {
    /// The range of `contentOffset` along each axis:
    /// `-adjustedContentInset.top … contentSize.height + adjustedContentInset.bottom - bounds.height`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset), and the same across.
    func offsetRange(_ sv: Int32) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let b = h.nodes[Int(sv)].bounds
        let c = contentSize(sv)
        let i = (h.extra(Int(sv), \.scroll) ?? .defaults).effectiveInset
        let minX = -i.left, minY = -i.top
        return (minX...max(minX, c.width + i.right - b.width), minY...max(minY, c.height + i.bottom - b.height))
    }

    /// Where the finger would put the content along one axis: inside the range as it is; past an edge, held
    /// at the edge (bounces NO) or pulled past it by the rubber band (bounces YES, 5.11).
    func follow(_ wanted: Double, _ range: ClosedRange<Double>, bounces: Bool) -> Double {
        if range.contains(wanted) { return wanted }
        let edge = wanted < range.lowerBound ? range.lowerBound : range.upperBound
        return bounces ? edge + (wanted - edge) * ScrollSpec.rubberBandFactor : edge
    }

    /// Where the content comes to rest after the lift: back inside the range (a bounce springs back) and,
    /// with paging, on the nearest multiple of the bounds size (5.13; the lift's speed is not modelled).
    func restingOffset(_ sv: Int32, from offset: Point) -> Point {
        let range = offsetRange(sv)
        let spec = h.extra(Int(sv), \.scroll) ?? .defaults
        let b = h.nodes[Int(sv)].bounds
        func clamp(_ v: Double, _ r: ClosedRange<Double>) -> Double { min(max(v, r.lowerBound), r.upperBound) }
        var p = Point(x: clamp(offset.x, range.x), y: clamp(offset.y, range.y))
        if spec.pagingEnabled {
            if b.width > 0 { p.x = clamp((p.x / b.width).rounded() * b.width, range.x) }
            if b.height > 0 { p.y = clamp((p.y / b.height).rounded() * b.height, range.y) }
        }
        return p
    }

    /// At the lift of a scroll view that moved: where it comes to rest, on the timeline.
    mutating func noteRest(_ r: Int, at t: Double) {
        guard let p = scrolling[r], p.began else { return }
        let sv = recognizers[r].view
        let rest = restingOffset(sv, from: p.offset)
        guard rest != p.offset || (h.extra(Int(sv), \.scroll)?.pagingEnabled ?? false) else { return }
        let spec = h.extra(Int(sv), \.scroll) ?? .defaults
        timeline(t, id(sv), .scrollView, .scrolled, cause: .cameToRest(scrollView: ViewIndex(raw: sv), paging: spec.pagingEnabled, contentOffset: rest))
    }
}
