/// What the value controls hold, as the hierarchy gives it, with UIKit's defaults (rules 3.13–3.16). A control
/// turns a tracked touch into `.valueChanged` with these values before and after.

/// `UISegmentedControl`: its segments share its width equally (`apportionsSegmentWidthsByContent` NO, every
/// `widthForSegment(at:)` 0, UIKit's defaults); `selectedSegmentIndex` is `noSegment` (-1) until one is chosen.
/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex,
/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/ismomentary
public struct SegmentedControlSpec: Sendable, Equatable {
    public var numberOfSegments = 0
    public var selectedSegmentIndex = -1
    public var momentary = false

    public init() {}

    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    /// The segment under a point in the control's bounds, or nil outside them or with no segments.
    public func segment(at p: Point, in bounds: Rect) -> Int? {
        guard numberOfSegments > 0, bounds.width > 0, bounds.contains(p) else { return nil }
        let i = Int(((p.x - bounds.x) / bounds.width * Double(numberOfSegments)).rounded(.down))
        return min(numberOfSegments - 1, max(0, i))
    }
}

/// `UIStepper`: `value` 0 in 0…100, `stepValue` 1, `autorepeat` and `isContinuous` YES, `wraps` NO.
/// https://developer.apple.com/documentation/uikit/uistepper
public struct StepperSpec: Sendable, Equatable {
    public var value = 0.0
    public var minimumValue = 0.0
    public var maximumValue = 100.0
    public var stepValue = 1.0
    public var autorepeat = true
    public var continuous = true
    public var wraps = false

    public init() {}

    /// One step up or down from `v`: clamped to the range, or past an end round to the other end when `wraps`
    /// (Apple's `wraps` documentation). Nil when the value is already at that end and does not wrap: the
    /// stepper's button for that way is disabled then.
    public func step(from v: Double, up: Bool) -> Double? {
        let next = v + (up ? stepValue : -stepValue)
        if next > maximumValue { return wraps ? minimumValue : (v < maximumValue ? maximumValue : nil) }
        if next < minimumValue { return wraps ? maximumValue : (v > minimumValue ? minimumValue : nil) }
        return next
    }
}
