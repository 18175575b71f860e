import HitTestKit
extension ImportedView {
    /// For a transformed view UIKit prints as `frame` the bounding box of the transformed bounds, not the
    /// bounds (rule 2.4; dump 03). The bounds size and the centre are recovered from the box and
    /// the matrix: the box of a w×h rectangle under [a c; b d] is (|a|w + |c|h) × (|b|w + |d|h), and its centre
    /// is the view's centre moved by the matrix applied to (bounds centre − anchor point), plus (tx, ty).
    mutating func resolveTransformedGeometry() {
        guard let t = transform, !t.isIdentity, let box = frame, center == nil || bounds == nil else { return }
        let anchor = anchorPoint ?? Point(x: 0.5, y: 0.5)
        var size: (w: Double, h: Double)
        if let b = bounds {
            size = (b.width, b.height)
        } else {
            let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
            let det = a * d - c * b
            if abs(det) > 1e-9 {
                size = ((d * box.width - c * box.height) / det, (a * box.height - b * box.width) / det)
            } else {
                // At 45° every w + h gives the same box: assume a square, the common case.
                let s = a + c
                size = s > 0 ? (box.width / s, box.width / s) : (0, 0)
            }
            size = (max(0, size.w), max(0, size.h))
        }
        let origin = contentOffset ?? Point(x: bounds?.x ?? 0, y: bounds?.y ?? 0)
        bounds = Rect(x: origin.x, y: origin.y, width: size.w, height: size.h)
        if center == nil {
            let u = Point(x: (0.5 - anchor.x) * size.w, y: (0.5 - anchor.y) * size.h)
            center = Point(x: box.x + box.width / 2 - t.tx - (t.a * u.x + t.c * u.y),
                           y: box.y + box.height / 2 - t.ty - (t.b * u.x + t.d * u.y))
        }
    }
}
