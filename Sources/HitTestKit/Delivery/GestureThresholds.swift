/// UIKit's numbers for touch delivery (rules 4.E, 5.3, 5.9, 3.4), named once. The ones the rule
/// book marks unverified say so; the documentation repeats it.
enum GestureThresholds {
    /// A tap's allowed movement (decompiled `UITapRecognizer`; the "10 pt" of folklore is the long press's),
    /// also how near the last touch-up a touch must come down to count as another tap (`UITouch.tapCount`).
    static let tapAllowableMovement = 45.0
    /// A long press's `allowableMovement` (Apple's documentation).
    static let longPressAllowableMovement = 10.0
    /// Longest gap between the taps of a multi-tap (decompiled `UITapRecognizer`).
    static let tapMaximumInterval = 0.35
    /// Longest press a tap accepts. Unverified as the public default.
    static let tapMaximumDuration = 0.75
    /// A pan begins after this much movement (decompiled `+_defaultHysteresis`).
    static let panHysteresis = 10.0
    /// Swipe: distance, time and sideways drift. Unverified (taken from a clone of UIKit's swipe).
    static let swipeMinimumDistance = 50.0
    static let swipeMaximumDuration = 0.5
    static let swipeMaximumCrossMovement = 200.0
    /// Pinch and rotation: how far the fingers must change before `began`. Unverified: UIKit's values are
    /// not published; these are the simulator's.
    static let pinchHysteresis = 8.0
    static let rotationHysteresisRadians = 0.07
    /// How near a screen edge a screen-edge pan must start. Unverified.
    static let screenEdgeWidth = 20.0
    /// A scroll view holds content touches this long (`_touchDelayForScrollDetection`, 5.3).
    static let scrollTouchDelay = 0.15
    /// A scroll view's pan begins after this much movement along an axis it can scroll (5.9).
    static let scrollHysteresis = 10.0
    /// "Mostly inside" for controls: the bounds grown by this much on every side (3.4). Unverified.
    static let controlMostlyInsideMargin = 70.0
    /// A held `UIStepper` with `autorepeat`: its repeat timer first fires this long after touch-down, and comes
    /// back this long after each of its first four steps (decompiled `UIStepperHorizontalVisualElement`,
    /// `_startTimer` and `_updateCount:`, rule 3.16) …
    static let stepperRepeatDelay = 0.5
    /// … then at this interval. Unverified: the decompiled code reads it from a table the listing does not show.
    static let stepperRepeatInterval = 0.1
}
