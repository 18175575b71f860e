/// The UIKit classes whose behaviour the simulator knows, by name, with their superclass.
///
/// A view's `class` is looked up here; a custom class names its UIKit ancestor in `base`. What a class brings:
/// `UILabel` and `UIImageView` are not interactive by default (rule 3.6); `UIControl` subclasses
/// have `enabled` and pass touches through when disabled (3.1); `UIScrollView` subclasses have a content
/// offset (5.1); `UIWindow` subclasses take part in window ordering (Q6).
public enum UIKitClass {
    /// name → superclass name. Private classes UIKit prints in dumps are listed where their kind matters.
    static let superclass: [String: String] = [
        "UIView": "UIResponder",
        "UIWindow": "UIView", "UITextEffectsWindow": "UIWindow", "UIRemoteKeyboardWindow": "UITextEffectsWindow",
        "UILabel": "UIView", "UIButtonLabel": "UILabel",
        "UIImageView": "UIView",
        "UIControl": "UIView", "UIButton": "UIControl", "UISwitch": "UIControl", "UIStepper": "UIControl",
        "UISegmentedControl": "UIControl", "UIPageControl": "UIControl", "UISlider": "UIControl",
        "UITextField": "UIControl", "UIDatePicker": "UIControl", "UIColorWell": "UIControl",
        "UIRefreshControl": "UIControl", "UISearchTextField": "UITextField", "UITabBarButton": "UIControl",
        "UINavigationButton": "UIButton", "_UIButtonBarButton": "UIControl",
        "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView", "UIWebScrollView": "UIScrollView",
        "UIStackView": "UIView", "UIVisualEffectView": "UIView", "UITableViewCell": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UICollectionReusableView": "UIView",
        "UITableViewHeaderFooterView": "UIView", "UITableViewCellContentView": "UIView",
        "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView", "UISearchBar": "UIView",
        "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UIPickerView": "UIView",
        "UIInputView": "UIView", "UITransitionView": "UIView", "UIDropShadowView": "UIView",
        "UILayoutContainerView": "UIView", "UINavigationTransitionView": "UIView",
        "UIViewControllerWrapperView": "UIView", "UIDimmingView": "UIView", "_UILayoutGuide": "UIView",
    ]

    public static func isKnown(_ name: String) -> Bool { superclass[name] != nil }

    /// True when `name` is `ancestor` or inherits from it.
    public static func isKind(_ name: String, of ancestor: String) -> Bool {
        var current: String? = name
        var steps = 0
        while let c = current, steps < 32 {
            if c == ancestor { return true }
            current = superclass[c]
            steps += 1
        }
        return false
    }

    /// The UIKit class whose behaviour applies: the class itself when known, else `base` when known, else UIView.
    public static func behavior(className: String, base: String?) -> String {
        if isKnown(className) { return className }
        if let base, isKnown(base) { return base }
        return "UIView"
    }

    /// `isUserInteractionEnabled`'s default: NO for UILabel and UIImageView (3.6), YES for everything else (3.7).
    public static func interactiveByDefault(_ behavior: String) -> Bool {
        !(isKind(behavior, of: "UILabel") || isKind(behavior, of: "UIImageView"))
    }

    /// A segment of a `UISegmentedControl`: UIKit's private `UISegment` (a Swift module prefix ignored), which
    /// dumps print inside the control (3.14).
    package static func isSegment(_ name: String) -> Bool {
        (name.split(separator: ".").last.map(String.init) ?? name) == "UISegment"
    }

    /// Controls that veto a foreign single tap (rule 4.19).
    public static let vetoesForeignSingleTap: Set<String> = [
        "UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl",
    ]

    public static var knownNames: [String] { superclass.keys.sorted() }

    /// What a class (with its `base`) brings, worked out once per distinct class in a hierarchy.
    struct Traits: Sendable {
        var behavior: String
        var isControl: Bool
        var isScrollView: Bool
        var isWindow: Bool
        var interactiveByDefault: Bool

        /// The traits of a known class, worked out by walking its superclasses.
        private init(known behavior: String) {
            self.behavior = behavior
            isControl = UIKitClass.isKind(behavior, of: "UIControl")
            isScrollView = UIKitClass.isKind(behavior, of: "UIScrollView")
            isWindow = UIKitClass.isKind(behavior, of: "UIWindow")
            interactiveByDefault = UIKitClass.interactiveByDefault(behavior)
        }

        /// Every known class's traits, worked out once per process: a lookup instead of five superclass walks.
        private static let known: [String: Traits] = {
            var table: [String: Traits] = [:]
            for name in UIKitClass.superclass.keys { table[name] = Traits(known: name) }
            return table
        }()

        /// The class itself when known, else `base` when known, else UIView (`UIKitClass.behavior`).
        init(className: String, base: String?) {
            self = Self.known[className] ?? base.flatMap { Self.known[$0] } ?? Self.plainView
        }

        static let plainView = Traits(known: "UIView")
        static let window = Traits(known: "UIWindow")
    }
}
