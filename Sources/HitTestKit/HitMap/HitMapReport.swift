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

    /// The report, from the map's regions: areas, dead zones and the audit are counted per segment of the
    /// map (weighted by its points), not point by point.
    public init(_ h: Hierarchy, grid: HitMapGrid) {
        self.init(h, plan: HitMapPlan(h, grid: grid))
    }

    /// The report of a plan the caller already made (to check its work against a limit first).
    /// - Parameter budget: the request's, asked as the map is made (see `HitMap.init(_:plan:budget:)`).
    public init(_ h: Hierarchy, plan: HitMapPlan, budget: WorkBudget = .unlimited) {
        let grid = plan.grid
        let interactive = (0..<h.viewCount).map { h.isInteractive($0) }
        if plan.plan.fallback != nil || grid.pointCount == 0 {
            let map = HitMap(perPoint: h, grid: grid, budget: budget)
            self.init(h, map: map, coverage: HitMapCoverage(h, map: map, interactive: interactive), interactive: interactive)
        } else {
            let result = HitRegionScan.run(h, plan: plan.plan, interactive: interactive, budget: budget)
            self.init(h, map: HitMap(grid: grid, rows: result.rows, rowHitTests: result.rowHitTests), coverage: result.coverage!,
                      interactive: interactive)
        }
    }

    /// The report the way it was first computed: a hit test per point, then a second walk over every point
    /// for the coverage. The reference the region report must equal.
    public init(perPoint h: Hierarchy, grid: HitMapGrid) {
        let map = HitMap(perPoint: h, grid: grid)
        let interactive = (0..<h.viewCount).map { h.isInteractive($0) }
        self.init(h, map: map, coverage: HitMapCoverage(h, map: map, interactive: interactive), interactive: interactive)
    }

    private init(_ h: Hierarchy, map: HitMap, coverage: HitMapCoverage, interactive: [Bool]) {
        let grid = map.grid
        self.map = map
        receivingArea = coverage.receiving.map { Double($0) * grid.cellArea }
        drawnArea = coverage.drawn.map { Double($0) * grid.cellArea }
        deadZones = DeadZone.find(h, grid: grid, coverage: coverage, interactive: interactive)
        audit = TouchTargetFinding.audit(h, grid: grid, coverage: coverage)
    }
}

extension Hierarchy {
    /// A view meant to take touches: a `UIControl` subclass, or a view with gesture recognizers.
    package func isInteractive(_ v: Int) -> Bool {
        nodes[v].flags.contains(.isControl) || !extras(of: v).gestureRecognizers.isEmpty
    }
}

/// What a hit map will cost before it is computed: the region plan (cheap: a pass over the views and the
/// rows their edges cross), and its estimate of the work the map will do.
public struct HitMapPlan: Sendable {
    let plan: HitRegionPlan
    public var grid: HitMapGrid { plan.grid }

    public init(_ h: Hierarchy, grid: HitMapGrid) {
        plan = HitRegionPlan(h, grid: grid)
    }

    /// The finest plan over `region` the limits allow, from `step` doubled as often as needed: at most
    /// `HitMapGrid.maxPoints` points, then at most `HitMapGrid.maxWork` work units (the limit a map request
    /// beyond which POST /hit-map refuses). For pictures and checks, which answer coarser rather than refuse.
    public static func coarsened(_ h: Hierarchy, region: Rect, step: Double) -> HitMapPlan {
        var s = step
        while HitMapGrid.pointCount(region: region, step: s) > Double(HitMapGrid.maxPoints) { s *= 2 }
        var plan = HitMapPlan(h, grid: HitMapGrid(region: region, step: s))
        while !plan.isWithinWorkLimit {
            s *= 2
            plan = HitMapPlan(h, grid: HitMapGrid(region: region, step: s))
        }
        return plan
    }

    /// Whether the map is little enough work for one request (`HitMapGrid.maxWork`).
    public var isWithinWorkLimit: Bool { work <= HitMapGrid.maxWork }

    /// Upper estimate of the work units: the comparisons that find the cuts, plus, per segment between cuts,
    /// a hit test and a walk for the drawn views, each counted as visiting every view. One point per segment
    /// when the plan falls back to a hit test per point.
    public var work: Double { plan.work }
    /// Upper estimate of the segments (hit tests).
    public var segments: Double { plan.segmentEstimate }
    /// Why the map will be computed one point at a time, or nil.
    public var fallback: String? { plan.fallback }
}
