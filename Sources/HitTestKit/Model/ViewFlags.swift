/// The booleans hit-testing reads on every visit, packed into one word.
public struct ViewFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let hidden = ViewFlags(rawValue: 1 << 0)
    public static let userInteractionEnabled = ViewFlags(rawValue: 1 << 1)
    /// `Double(Float(alpha)) >= 0.01`: alpha as UIKit stores it, in a Float (rule 1.3).
    public static let alphaHittable = ViewFlags(rawValue: 1 << 2)
    public static let isControl = ViewFlags(rawValue: 1 << 3)
    public static let enabled = ViewFlags(rawValue: 1 << 4)
    public static let clipsToBounds = ViewFlags(rawValue: 1 << 5)
    public static let isWindow = ViewFlags(rawValue: 1 << 6)
    public static let isScrollView = ViewFlags(rawValue: 1 << 7)
}

/// The part of a view that hit-testing touches, kept small and contiguous (about 100 bytes) so a walk over
/// a million views stays in cache as much as it can.
public struct HitNode: Sendable {
    /// Maps a point in the superview's bounds space (screen space for a window) into this view's bounds
    /// space: q = T⁻¹(p − center) + (bounds.origin + anchorPoint·bounds.size) (rule 2.4).
    public var toLocal: AffineTransform
    /// The view's bounds: what the default `pointInside` accepts.
    public var bounds: Rect
    /// The tree in compact indexes, -1 for none: `package` (the benchmark reads them); the public API has
    /// `Hierarchy.subviews(of:)` and `ancestry(of:)`.
    package var parent: Int32
    package var lastChild: Int32
    package var previousSibling: Int32
    public var flags: ViewFlags
    public var pointInsideMode: PointInsideMode
    public var hitTestOverride: HitTestOverride

    public enum PointInsideMode: UInt8, Sendable {
        /// The default: the bounds.
        case bounds
        case never, always
        /// The bounds grown by an override (`ViewExtras.hitArea`).
        case grown
    }
}
