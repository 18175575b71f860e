/// Everything `POST /api/hierarchies/{id}/hit-map` answers: the map, per-view areas, dead zones and the
/// touch-target audit.
public struct HitMapReport: Sendable {
    public var map: HitMap
    /// Per view index, in points²: the area where it receives touches, and where it is drawn.
    public var receivingArea: [Double]
    public var drawnArea: [Double]
    public var deadZones: [DeadZone]
    public var audit: [TouchTargetFinding]

    public var grid: HitMapGrid { map.grid }

    public init(_ h: Hierarchy, grid: HitMapGrid) {
        map = HitMap(h, grid: grid)
        let interactive = (0..<h.viewCount).map { h.isInteractive($0) }
        let coverage = HitMapCoverage(h, map: map, interactive: interactive)
        receivingArea = coverage.receiving.map { Double($0) * grid.cellArea }
        drawnArea = coverage.drawn.map { Double($0) * grid.cellArea }
        deadZones = DeadZone.find(h, grid: grid, coverage: coverage, interactive: interactive)
        audit = TouchTargetFinding.audit(h, grid: grid, coverage: coverage)
    }
}

extension Hierarchy {
    /// A view meant to take touches: a `UIControl` subclass, or a view with gesture recognizers.
    public func isInteractive(_ v: Int) -> Bool {
        nodes[v].flags.contains(.isControl) || !extras(of: v).gestureRecognizers.isEmpty
    }
}
