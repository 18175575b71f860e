/// The two ways UIKit code shrinks or grows a rectangle, with UIKit's signs: a positive inset moves an edge
/// inward, a negative one outward (rule 7.7).
extension Rect {
    /// `CGRect.inset(by: UIEdgeInsets)` (`UIEdgeInsetsInsetRect`): each edge moves inward by its inset, so
    /// `UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)` grows a 24×24 rectangle to 44×44.
    /// The arithmetic is UIKit's: the result may have a negative size. Core Graphics' containment test
    /// standardizes such a rectangle first (https://developer.apple.com/documentation/coregraphics/cgrect),
    /// which `standardized` does.
    public func inset(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// `CGRect.insetBy(dx:dy:)`: both vertical edges move inward by `dx`, both horizontal ones by `dy`. "If the
    /// resulting rectangle would have a negative height or width, a null rectangle is returned", which contains
    /// no point: nil here (https://developer.apple.com/documentation/corefoundation/cgrect/insetby(dx:dy:)).
    public func insetBy(dx: Double, dy: Double) -> Rect? {
        let r = Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
        return r.width < 0 || r.height < 0 ? nil : r
    }

    /// The same rectangle with a non-negative width and height (`CGRect.standardized`).
    public var standardized: Rect {
        Rect(x: width < 0 ? x + width : x, y: height < 0 ? y + height : y, width: abs(width), height: abs(height))
    }
}
