/// Where a `UISlider`'s thumb is, as the hierarchy gives it (rule 4.20): its `value` between
/// `minimumValue` and `maximumValue` (UIKit's defaults 0, 0 and 1), or the `thumbRect` its
/// `thumbRect(forBounds:trackRect:value:)` returned, in the slider's bounds.
/// https://developer.apple.com/documentation/uikit/uislider/value,
/// https://developer.apple.com/documentation/uikit/uislider/iscontinuous,
/// https://developer.apple.com/documentation/uikit/uislider/thumbrect(forbounds:trackrect:value:)
public struct SliderSpec: Sendable, Equatable {
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 1
    public var thumbRect: Rect?
    /// `isContinuous` (default YES): `.valueChanged` while the thumb moves, else once when the finger lifts (3.15).
    public var continuous = true

    public init() {}

    /// The thumb's side when no `thumbRect` is given: the default thumb image is about 31 pt (unverified).
    public static let defaultThumbSide = 31.0

    /// The thumb in the slider's bounds: the given `thumbRect`, or a `defaultThumbSide` square centred on the
    /// track's middle line, its left edge moving from the bounds' left edge (at the minimum) to the right edge
    /// less one thumb (at the maximum).
    public func thumb(in bounds: Rect) -> Rect {
        if let r = thumbRect { return r }
        let side = Self.defaultThumbSide
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? min(1, max(0, (value - minimumValue) / span)) : 0
        return Rect(x: bounds.x + fraction * max(0, bounds.width - side), y: bounds.y + bounds.height / 2 - side / 2,
                    width: side, height: side)
    }

    /// The value a drag of the thumb reaches: the thumb follows the finger's horizontal movement `dx`, and its
    /// left edge spans the bounds less one thumb over the whole range (3.15), clamped to the range.
    public func value(afterDragging dx: Double, from start: Double, in bounds: Rect) -> Double {
        let travel = bounds.width - thumb(in: bounds).width
        guard travel > 0 else { return start }
        return min(maximumValue, max(minimumValue, start + dx / travel * (maximumValue - minimumValue)))
    }
}
