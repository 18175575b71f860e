import Foundation

/// A 2D affine transform in `CGAffineTransform`'s layout: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransform: Sendable, Hashable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public var isIdentity: Bool { self == .identity }

    public static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// `CGAffineTransform(rotationAngle:)`: [cos, sin, −sin, cos, 0, 0]. With y down, a positive angle turns
    /// clockwise on screen (rule 2.5). Multiples of 90° are exact so that quarter turns stay exact.
    public static func rotation(degrees: Double) -> AffineTransform {
        let turns = degrees / 90
        if turns.isFinite, turns == turns.rounded() {
            // The quarter is taken in Double (fmod is exact): converting a huge angle such as -2.7e268 to Int would
            // trap. An infinite angle is no quarter turn (`isFinite` above).
            let q = Int((turns.truncatingRemainder(dividingBy: 4) + 4).truncatingRemainder(dividingBy: 4))
            let (cs, sn): (Double, Double) = [(1, 0), (0, 1), (-1, 0), (0, -1)][q]
            return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
        }
        let r = degrees * .pi / 180
        return AffineTransform(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0)
    }

    /// `self` applied first, then `other` (`CGAffineTransformConcat(self, other)`).
    public func concatenating(_ o: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * o.a + b * o.c, b: a * o.b + b * o.d,
            c: c * o.a + d * o.c, d: c * o.b + d * o.d,
            tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    public var determinant: Double { a * d - b * c }

    /// The full affine inverse, translation included (rule 2.4); nil when the matrix is singular
    /// (a view scaled to zero cannot be hit: no point maps into it).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let itx = -(tx * ia + ty * ic), ity = -(tx * ib + ty * id)
        let inv = AffineTransform(a: ia, b: ib, c: ic, d: id, tx: itx, ty: ity)
        return [inv.a, inv.b, inv.c, inv.d, inv.tx, inv.ty].allSatisfy(\.isFinite) ? inv : nil
    }

    @inline(__always)
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
}
