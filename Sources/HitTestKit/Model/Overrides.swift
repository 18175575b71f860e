/// An override of `pointInside:withEvent:` (rule 7.1).
public enum PointInsideOverride: Sendable, Equatable {
    case `default`
    case never
    case always
    /// The hit area is `bounds.inset(by: UIEdgeInsets(top:left:bottom:right:))`, with UIKit's signs: negative
    /// insets grow the area (the "enlarge a button's hit area" recipe writes `UIEdgeInsets(top: -10, …)`),
    /// positive ones shrink it (rule 7.7).
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    /// The hit area is `bounds.insetBy(dx:dy:)`: negative values grow it (rule 7.7).
    case insetBy(dx: Double, dy: Double)
    /// The bounds grown symmetrically until each side is at least this long (WWDC 2012 session 216).
    case minimumSize(width: Double, height: Double)
}

/// An override of `hitTest:withEvent:` (rule book §7). Each has the call order its code really produces.
public enum HitTestOverride: Sendable, Equatable {
    case `default`
    /// 7.2, `hitTest` form: runs `super`; returns nil when that result is the view itself. For a window, also
    /// when it is the root view controller's view (7.3).
    case passThrough
    /// Runs the hidden / interaction / alpha checks and `pointInside`, then returns itself without asking its
    /// subviews: a container that takes every touch in its bounds.
    case selfOnly
    /// Returns nil without asking anything: the view and its subtree are invisible to touches.
    case none
    /// 7.4: the checks by hand, then the subviews front to back, and only then its own `pointInside`.
    case subviewsOutsideBounds
    /// 7.5 classic: no checks; when its own `pointInside` accepts the point, returns the target view.
    case forwardTo(ViewIndex)
    /// 7.5 refined: runs `super`; when the result is the view itself, returns the target instead.
    case forwardSelfTo(ViewIndex)

    public var name: String {
        switch self {
        case .default: "default"
        case .passThrough: "passThrough"
        case .selfOnly: "selfOnly"
        case .none: "none"
        case .subviewsOutsideBounds: "subviewsOutsideBounds"
        case .forwardTo: "forwardTo"
        case .forwardSelfTo: "forwardSelfTo"
        }
    }
}

/// The view controller whose root view a view is (responder chain RC.2, RC.3).
public struct ViewControllerSpec: Sendable, Equatable {
    public var className: String
    /// The presenting view controller (its class, or the id of its root view), for a presented controller.
    public var presentedBy: String?

    public init(className: String, presentedBy: String? = nil) {
        self.className = className
        self.presentedBy = presentedBy
    }
}
