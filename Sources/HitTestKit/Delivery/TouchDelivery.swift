/// What happened to a touch over time once hit-testing had bound it to a view (docs/API.md, "Trace format",
/// `delivery`): which gesture recognizers saw it and what became of them, which phases each view received
/// and who in the responder chain finally took them, the control events and actions an app would see fire,
/// and how far scroll views scrolled. Produced by `Hierarchy.deliver(_:)`.
public struct TouchDelivery: Sendable {
    /// One finger, bound at touch-down to the view hit-testing chose (rules 4.5, 6.5).
    public struct TouchBinding: Sendable, Equatable {
        public var finger: Int
        /// Nil when the touch landed on no view.
        public var view: ViewIndex?
        public var window: ViewIndex?
        public var began: Double
    }

    /// A recognizer that saw at least one touch, with the last state it reached.
    public struct RecognizerOutcome: Sendable, Equatable {
        public var id: String
        public var view: ViewIndex
        public var type: String
        /// A recognizer UIKit adds by itself (a scroll view's pan and its touch-delay recognizer).
        public var builtIn: Bool
        public var state: RecognizerState
        /// False for a recognizer listed only to say why it never saw the touch (`note`).
        public var sawTouch: Bool
        public var note: RecognizerNote?
    }

    public struct TimelineEntry: Sendable, Equatable {
        public enum Kind: String, Sendable { case view, recognizer, control, scrollView }
        public enum Event: String, Sendable {
            case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
            /// A phase kept back from the view for now (a recognizer delays it, or a scroll view waits 0.15 s).
            case held
            /// A phase kept back and then thrown away: the view never hears of it.
            case discarded
            case stateChanged, controlEvent, scrolled
        }

        /// The recognizer's new state, the control event, or the phase held back or thrown away.
        public enum State: Sendable, Equatable {
            case recognizer(RecognizerState)
            case controlEvent(ControlEvent)
            case phase(Event)

            /// The state's, event's or phase's name, as the trace writes it.
            public var name: String {
                switch self {
                case let .recognizer(s): s.rawValue
                case let .controlEvent(e): e.rawValue
                case let .phase(p): p.rawValue
                }
            }
        }

        public var t: Double
        /// A view id, or a recognizer id for recognizer entries.
        public var target: String
        public var kind: Kind
        public var event: Event
        public var state: State?
        public var finger: Int?
        /// For a phase sent to a view: the responder that finally took it (the view, or whoever the default
        /// `touches…` methods forwarded it to, RC.6).
        public var receivedBy: String?
        /// Why it happened.
        public var cause: TimelineCause
        /// For a `.valueChanged` control event: the value before and after (3.13–3.16).
        public var value: ValueChange?
    }

    /// The control events a control sends while it tracks a touch (3.4, 3.12–3.16).
    public enum ControlEvent: String, Sendable {
        case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
        case touchUpInside, touchUpOutside, touchCancel, primaryActionTriggered, valueChanged
    }

    /// What a `.valueChanged` changed: the control's property, before and after (rules 3.13–3.16).
    public struct ValueChange: Sendable, Equatable {
        public enum Property: String, Sendable {
            /// `UISlider.value`, `UIStepper.value`.
            case value
            /// `UISwitch.isOn` (0 or 1 here; written as a boolean).
            case isOn
            /// `UISegmentedControl.selectedSegmentIndex` (-1 is `noSegment`).
            case selectedSegmentIndex
        }

        public var property: Property
        public var before: Double
        public var after: Double
    }

    /// What an app would see fire: a recognizer's action, a control event, a scroll view delegate call.
    public struct Action: Sendable, Equatable {
        public var t: Double
        public var source: String
        public var event: String
        /// For `.valueChanged`: the value before and after.
        public var value: ValueChange?
    }

    /// A scroll view whose pan saw the touch, and what became of its content offset.
    public struct ScrollOutcome: Sendable, Equatable {
        public var view: ViewIndex
        public var scrolled: Bool
        public var by: Point
        public var contentOffset: Point
    }

    public var touches: [TouchBinding] = []
    public var recognizers: [RecognizerOutcome] = []
    public var timeline: [TimelineEntry] = []
    public var actions: [Action] = []
    public var scrolls: [ScrollOutcome] = []
    /// Timeline entries and actions left out past the limit.
    public var omittedEntries = 0
    /// The simulation ran out of its work budget and stopped before the touch was over.
    public var stoppedEarly = false
    /// The units of work it did (`DeliveryLimits.work`).
    public var work = 0
    /// The limits it ran under.
    public var limits = DeliveryLimits()
}

/// `UIGestureRecognizer.State` (rule 4.6). Discrete recognizers end in `recognized` (the same raw value as
/// `ended`); the name says which kind of recognizer got there.
public enum RecognizerState: String, Sendable {
    case possible, began, changed, ended, recognized, cancelled, failed

    /// `ended`, `recognized`, `cancelled` and `failed` ignore the rest of the touch sequence (4.9).
    var isFinal: Bool { self == .ended || self == .recognized || self == .cancelled || self == .failed }
    /// Recognized or on the way: `began`, `changed`, `ended`, `recognized`.
    var isRecognizing: Bool { self == .began || self == .changed || self == .ended || self == .recognized }
}
