/// A gesture recognizer attached to a view, as the hierarchy describes it (docs/API.md, "Hierarchy format";
/// UIKit's defaults from rules 4.C and 4.E where a field is absent).
public struct GestureRecognizerSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan
    }

    public enum Direction: String, Sendable, CaseIterable {
        case right, left, up, down

        /// A screen edge by `UIRectEdge`'s name: top, left, bottom, right.
        init?(edgeName: String) {
            switch edgeName {
            case "top": self = .up
            case "bottom": self = .down
            case "left": self = .left
            case "right": self = .right
            default: return nil
            }
        }

        public var edgeName: String {
            switch self {
            case .up: "top"
            case .down: "bottom"
            case .left: "left"
            case .right: "right"
            }
        }
    }

    public var id: String
    public var kind: Kind
    public var numberOfTapsRequired: Int
    public var numberOfTouchesRequired: Int
    public var minimumPressDuration: Double
    public var allowableMovement: Double
    public var directions: [Direction]
    /// `UIScreenEdgePanGestureRecognizer.edges`: the screen edges it starts from (`"left"` is the edge a
    /// finger swipes right from). UIKit's default is none: such a recognizer never recognizes.
    public var edges: [Direction]
    public var cancelsTouchesInView: Bool
    public var delaysTouchesBegan: Bool
    public var delaysTouchesEnded: Bool
    public var enabled: Bool
    public var requireToFail: [String]
    public var simultaneousWith: [String]
    public var shouldBegin: Bool
    public var shouldReceiveTouch: Bool
    /// `UIPanGestureRecognizer.minimumNumberOfTouches` (default 1) and `maximumNumberOfTouches` (default
    /// `NSUIntegerMax`, nil here): a pan begins only with a number of fingers down in this range (4.22).
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches: Int?
    /// The recognizers for which this recognizer's delegate answers YES to
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`: this one waits for them to fail (4.23).
    public var shouldRequireFailureOf: [String] = []
    /// The recognizers for which this recognizer's delegate answers YES to
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: they wait for this one to fail (4.23).
    public var shouldBeRequiredToFailBy: [String] = []
    /// Every recognizer this one waits for: `requireToFail`, `shouldRequireFailureOf`, and the recognizers
    /// whose `shouldBeRequiredToFailBy` names this one. Worked out when the hierarchy is decoded.
    public var failureRequirements: [String] = []

    /// The ids of a scroll view's own recognizers (rules 5.3, 5.8): its pan and its
    /// delayed-touches-began recognizer. Reserved: no recognizer of the app may take them.
    static func scrollViewRecognizerIDs(_ scrollViewID: String) -> (pan: String, delay: String) {
        (scrollViewID + ".pan", scrollViewID + ".delay")
    }

    /// UIKit's defaults for a recognizer of this kind.
    public init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
        numberOfTapsRequired = kind == .tap ? 1 : 0
        numberOfTouchesRequired = kind == .pinch || kind == .rotation ? 2 : 1
        minimumPressDuration = kind == .longPress ? 0.5 : 0
        // Tap: 45 pt (decompiled UITapRecognizer); long press: 10 pt (Apple docs). 4.E.
        allowableMovement = kind == .longPress ? GestureThresholds.longPressAllowableMovement
            : (kind == .tap ? GestureThresholds.tapAllowableMovement : 0)
        directions = kind == .swipe ? [.right] : []
        edges = []
        cancelsTouchesInView = true
        delaysTouchesBegan = false
        delaysTouchesEnded = true
        enabled = true
        requireToFail = []
        simultaneousWith = []
        shouldBegin = true
        shouldReceiveTouch = true
    }
}
