import Foundation

/// A gesture recognizer while touches are down: its spec, its state, and what its state machine remembers.
struct LiveRecognizer {
    /// Recognizers UIKit adds by itself have their own rules; everything else is the app's.
    enum Role: Equatable {
        case app
        /// `UIScrollView.panGestureRecognizer`, id `SV.pan` (5.8).
        case scrollPan
        /// `UIScrollViewDelayedTouchesBeganGestureRecognizer`, id `SV.delay` (5.3).
        case scrollDelay
    }

    enum TimerKind {
        case tapTooLong, nextTap, press, swipeTooSlow, scrollDelay
    }

    var spec: GestureRecognizerSpec
    /// The view it is attached to.
    var view: Int32
    var role: Role
    var state: RecognizerState = .possible
    /// The last state it reached before being reset (what the result reports).
    var lastState: RecognizerState = .possible
    /// It has seen a touch since its last reset.
    var engaged = false
    /// It has seen a touch at all.
    var sawTouch = false
    /// Its touches since its last reset (indexes into the simulator's touches).
    var touchIndexes: [Int] = []
    /// Fingers of its touches that are still down.
    var fingers: [Int] = []
    var starts: [Int: Point] = [:]
    var locations: [Int: Point] = [:]
    /// It asked to leave `possible` (to `began` or `recognized`); arbitration decides (4.15–4.19).
    var wish: (state: RecognizerState, reason: Recognition)?
    /// Its wish is waiting on a failure requirement; said once on the timeline.
    var waitAnnounced = false
    /// When it last went to began or changed: fingers moving at the same instant are one UIKit event, and
    /// give one `changed`.
    var lastUpdate = -Double.infinity
    var deadline: Double?
    var timer: TimerKind = .press
    /// Scroll view recognizers: the axes the scroll view can scroll along (its content is larger there).
    var canScrollX = false
    var canScrollY = false
    /// Screen-edge pan: the touch's window, in screen coordinates.
    var screenBounds = Rect(x: 0, y: 0, width: 0, height: 0)
    // Tap.
    var tapCount = 0
    var fingersThisTap = 0
    var tapOrigin: Point?
    // Long press, swipe.
    var startTime = 0.0
    /// Long press: the fingers' centroid when the required number of them were down.
    var pressOrigin: Point?
    // Pinch and rotation: the fingers' distance and angle when the second one came down.
    var initialSpan = 0.0
    var initialAngle = 0.0

    /// Back to `possible` once all its touches have ended (4.9).
    mutating func reset() {
        state = .possible
        engaged = false
        touchIndexes = []
        fingers = []
        starts = [:]
        locations = [:]
        wish = nil
        waitAnnounced = false
        deadline = nil
        tapCount = 0
        fingersThisTap = 0
        tapOrigin = nil
        pressOrigin = nil
    }

    var centroid: Point {
        let points = fingers.compactMap { locations[$0] }
        guard !points.isEmpty else { return .zero }
        return Point(x: points.map(\.x).reduce(0, +) / Double(points.count), y: points.map(\.y).reduce(0, +) / Double(points.count))
    }

    /// The distance between the first two fingers down and the angle of the line through them.
    var span: (distance: Double, angle: Double)? {
        guard fingers.count >= 2, let a = locations[fingers[0]], let b = locations[fingers[1]] else { return nil }
        return (distance(a, b), atan2(b.y - a.y, b.x - a.x))
    }
}

func distance(_ a: Point, _ b: Point) -> Double { hypotenuse(a.x - b.x, a.y - b.y) }
