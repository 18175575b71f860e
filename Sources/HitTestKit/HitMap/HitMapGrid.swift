/// Where a hit map samples the screen: the points (x0 + i·step, y0 + j·step) for 0 ≤ i < columns and
/// 0 ≤ j < rows, that is the top-left corner of every step×step cell of the region. Corners, not cell centres,
/// so that a 1-pt map samples exactly the integral points a test or a user would type, and each point stands
/// for the step×step cell to its lower right when areas are counted.
public struct HitMapGrid: Sendable, Equatable {
    public var origin: Point
    public var step: Double
    public var columns: Int
    public var rows: Int

    /// The grid covering `region`: every point with x0 ≤ x < x0 + width and y0 ≤ y < y0 + height.
    public init(region: Rect, step: Double) {
        origin = region.origin
        self.step = step
        columns = Self.count(region.width / step)
        rows = Self.count(region.height / step)
    }

    /// Cells along one side, clamped so that no region and step can trap the conversion to Int (the callers
    /// refuse grids over `maxPoints` before they are built; a degenerate region, wide but of no height, has no
    /// points and must not crash on its width).
    private static func count(_ cells: Double) -> Int {
        guard cells.isFinite else { return cells > 0 ? Int(Int32.max) : 0 }
        return Int(min(max(0, cells.rounded(.up)), Double(Int32.max)))
    }

    /// The most points a map may sample by default (the API's limit): a 1-pt map of a 2000×2000 region.
    public static let maxPoints = 4_000_000
    /// The largest step, and the largest magnitude of a region's numbers, in points: far past any screen, and
    /// small enough that an area (points × step²) stays a finite number.
    public static let maxCoordinate = 1_000_000.0

    /// The most work a map may cost by default, in the units of `HitMapPlan.work`: the comparisons that find
    /// the edges, plus, per segment between edges, a hit test and a walk for the drawn views, each counted as
    /// visiting every view. (A map that falls back to a test per point counts every point as a segment.)
    public static let maxWork = 4_000_000_000.0

    /// How many points a region and step would give, computed in Doubles so that a tiny step cannot
    /// overflow before it is refused.
    public static func pointCount(region: Rect, step: Double) -> Double {
        (region.width / step).rounded(.up) * (region.height / step).rounded(.up)
    }

    public var pointCount: Int { columns * rows }
    /// The area one sample stands for, in points².
    public var cellArea: Double { step * step }
    public var region: Rect { Rect(x: origin.x, y: origin.y, width: Double(columns) * step, height: Double(rows) * step) }

    @inline(__always)
    public func point(column i: Int, row j: Int) -> Point {
        Point(x: origin.x + Double(i) * step, y: origin.y + Double(j) * step)
    }
}

extension Hierarchy {
    /// The screen area the windows cover: the default region of a hit map (the union of the visible windows'
    /// frames), or nil when no window is visible.
    public var screenRegion: Rect? {
        let frames = windows.filter { !nodes[Int($0)].flags.contains(.hidden) }.map { frame(of: Int($0)) }
        guard !frames.isEmpty else { return nil }
        let minX = frames.map(\.minX).min()!, minY = frames.map(\.minY).min()!
        let maxX = frames.map(\.maxX).max()!, maxY = frames.map(\.maxY).max()!
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
