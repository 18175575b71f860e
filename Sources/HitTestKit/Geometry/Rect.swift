/// An axis-aligned rectangle. Containment follows `CGRectContainsPoint`: the min edges are inside and the max
/// edges are outside (rules 0.3, 1.5), so a 100×100 view contains (99, 99) but not (100, 100).
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var area: Double { width * height }

    @inline(__always)
    public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < x + width && p.y >= y && p.y < y + height
    }

    /// The rectangle grown outward by the given amounts (negative values shrink it).
    public func grown(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
        Rect(x: x - left, y: y - top, width: width + left + right, height: height + top + bottom)
    }

    /// The smallest rectangle holding all the points.
    public static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
