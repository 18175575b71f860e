/// What a view is, beyond what hit-testing reads: its names and geometry as given. Assembled on demand by
/// `ViewTable` from the compact storage below.
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

/// How a view's names are stored: class names as indexes into one table (a hierarchy has few distinct
/// classes), bounds kept once in `HitNode`. 40 bytes a view.
struct ViewRecord: Sendable {
    var id: String
    var center: Point
    var extrasIndex: Int32
    var classIndex: UInt16
    var behaviorIndex: UInt16
}

/// The views of a hierarchy as `ViewInfo` values, indexed by view number.
public struct ViewTable: RandomAccessCollection, Sendable {
    let records: [ViewRecord]
    let nodes: [HitNode]
    let classNames: [String]

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> ViewInfo {
        let r = records[position]
        return ViewInfo(id: r.id, className: classNames[Int(r.classIndex)], behavior: classNames[Int(r.behaviorIndex)],
                        center: r.center, bounds: nodes[position].bounds, extrasIndex: r.extrasIndex)
    }
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
    /// What an overridden `pointInside` with insets or a minimum size accepts: the bounds grown.
    public var hitArea: Rect?
    public var gestureRecognizers: [GestureRecognizerSpec] = []
    public var contentSize: Size?
    public var scrollEnabled = true
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    /// An override of `touchesShouldBegin(_:with:in:)` (scroll views; UIKit's default is YES, 5.3).
    public var touchesShouldBegin = true
    /// An override of `touchesShouldCancel(in:)` (scroll views); nil is UIKit's default: NO for a UIControl,
    /// YES for any other view (5.6).
    public var touchesShouldCancel: Bool?
    /// The view's class overrides the `touches…` methods and keeps the touches (does not call super), so
    /// they stop here instead of travelling up the responder chain (4.14, RC.6).
    public var handlesTouches = false
    /// `UIView.isMultipleTouchEnabled` (default NO): the view receives only the first touch of a multi-touch
    /// sequence (rule 8.1).
    public var multipleTouchEnabled = false
    /// `UIView.isExclusiveTouch` (default NO): while it tracks a touch no other view in its window receives
    /// touches, and it receives none while other views track (rule 8.2).
    public var exclusiveTouch = false
    /// A `UISlider`'s value range and thumb, when the hierarchy gives them (rule 4.20).
    public var slider: SliderSpec?
    /// `UISwitch.isOn` (default NO, rule 3.13).
    public var on = false
    /// A `UISegmentedControl`'s segments and selection, when the hierarchy gives any (rule 3.14).
    public var segmented: SegmentedControlSpec?
    /// A `UIStepper`'s value and stepping, when the hierarchy gives any (rule 3.16).
    public var stepper: StepperSpec?
    /// A scroll view's insets, bouncing, paging and zoom, when the hierarchy gives any (rules 5.10–5.13).
    public var scroll: ScrollSpec?
    /// A fixed answer of an override of the view's `gestureRecognizerShouldBegin(_:)`; nil is the class's own
    /// (YES for a plain view, the 4.19 table for controls) (rule 4.24).
    public var gestureRecognizerShouldBegin: Bool?
    /// Properties kept as text (from an imported dump), in their original order.
    public var attributes: [(name: String, value: String)] = []
    /// Fields an importer set to UIKit's defaults because its source format does not carry them
    /// (`"assumed": ["userInteractionEnabled", …]`): explanations that rest on one say so.
    public var assumed: [String] = []

    public init() {}

    static let defaults = ViewExtras()
}
