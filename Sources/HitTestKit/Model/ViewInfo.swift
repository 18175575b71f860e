/// What a view is, beyond what hit-testing reads: its names, geometry as given, and every optional property.
public struct ViewInfo: Sendable {
    public var id: String
    public var className: String
    /// The UIKit class whose behaviour applies (`UIKitClass.behavior`).
    public var behavior: String
    public var center: Point
    public var bounds: Rect
    /// Index into `Hierarchy.extras`, or -1 when every optional property has its default.
    public var extrasIndex: Int32
}

/// Properties most views leave at their defaults, stored only for the views that set them.
public struct ViewExtras: Sendable {
    public var base: String?
    public var transform: AffineTransform = .identity
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    public var alpha: Double = 1
    public var backgroundColor: String?
    public var text: String?
    public var tag: Int?
    public var windowLevel: Double = 0
    public var viewController: ViewControllerSpec?
    public var pointInside: PointInsideOverride = .default
    public var gestureRecognizers: [GestureRecognizerSpec] = []
    public var contentSize: Size?
    public var scrollEnabled = true
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    /// Properties kept as text (from an imported dump), in their original order.
    public var attributes: [(name: String, value: String)] = []

    public init() {}

    static let defaults = ViewExtras()
}
