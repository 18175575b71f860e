/// The segment of a `UISegmentedControl` under a point (rule 3.14).
extension Hierarchy {
    /// The segments a dump printed inside the control (`UISegment` subviews), left to right, each with its span
    /// in the control's bounds space.
    func segmentSpans(of control: Int) -> [(minX: Double, maxX: Double)] {
        subviews(of: control).filter { UIKitClass.isSegment(views[$0].className) }
            .map { box(of: $0, in: control) }
            .sorted { $0.minX < $1.minX }
            .map { ($0.minX, $0.maxX) }
    }

    /// The segment under a point in the control's bounds space: the printed segment whose span holds it (a point
    /// between or beyond the printed segments is on none), else the equal share of `numberOfSegments` (UIKit's
    /// default widths). Nil outside the control or with no segments.
    package func segment(of control: Int, at p: Point) -> Int? {
        let spans = segmentSpans(of: control)
        guard !spans.isEmpty else {
            return (extra(control, \.segmented) ?? SegmentedControlSpec()).segment(at: p, in: nodes[control].bounds)
        }
        guard nodes[control].bounds.contains(p) else { return nil }
        return spans.firstIndex { p.x >= $0.minX && p.x < $0.maxX }
    }
}
