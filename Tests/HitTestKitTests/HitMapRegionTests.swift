import Foundation
import Testing
import TestSupport
@testable import HitTestKit
@testable import Answers
@testable import HitTraceFormats

/// The region map (`HitRegionPlan`, `HitRegionScan`) against the reference that makes one hit test per point
/// and a second walk per point for the coverage: the map, every area, the dead zones (with the points their
/// causes were traced at) and the audit must be identical, on random hierarchies with every kind of view and
/// override the format can express, on the presets and on the real dumps.
///
/// The default run is the hard cases at every point of their grids (`HitMapRegionCaseTests`,
/// `HitMapRegionTransformTests` and the hand-made ones below: rounding at cell edges, tiny steps, edges on grid
/// points, a fallback), two random hierarchies of each generator on a fractional grid, and the presets and the
/// real dumps at 4 pt. `HITTRACE_HITMAP_EXHAUSTIVE=1` adds the sweep: 64 random hierarchies on three grids each
/// (1 pt, 1/3 pt, and 1.75 pt from a fractional origin) and 16 of `RandomHierarchy` at 1 pt too, the presets at
/// 1 pt and at 1/3 pt in the middle, the real dumps at 1 pt, and the whole screen or more corners where a hard
/// case aims at a part (about 7 minutes of a debug build on a loaded 2-core machine).
@Suite struct HitMapRegionTests {
    /// Seeds of the random hierarchies: a few by default, many with `HITTRACE_HITMAP_EXHAUSTIVE=1`.
    static func seeds(default few: [UInt64], exhaustive count: UInt64) -> [UInt64] {
        exhaustive ? Array(1...count) : few
    }

    static var exhaustive: Bool { ProcessInfo.processInfo.environment["HITTRACE_HITMAP_EXHAUSTIVE"] == "1" }

    /// Grids: a non-integral origin and step over the whole window; with the sweep, integral 1 pt and a third
    /// of a point (3× screens) too.
    static var grids: [(Rect, Double)] {
        let fractional = (Rect(x: -10.25, y: -9.5, width: 340, height: 350), 7.0 / 4)
        guard exhaustive else { return [fractional] }
        return [(Rect(x: 0, y: 0, width: 320, height: 340), 1), (Rect(x: 40, y: 50, width: 90, height: 80), 1.0 / 3), fractional]
    }

    /// By default two of the smallest random hierarchies (40 views in the first window): the hand-made cases
    /// are the hard ones; the seeds are a net for combinations nobody thought of, which the sweep widens.
    @Test(arguments: seeds(default: [5, 10], exhaustive: 64))
    func randomHierarchiesMatchThePerPointReport(seed: UInt64) throws {
        let h = try Fixtures.hierarchy(RegionRandomHierarchy.json(seed: seed, views: 40 + Int(seed % 5) * 20))
        for (region, step) in Self.grids {
            try Self.expectSameReport(h, HitMapGrid(region: region, step: step), "seed \(seed), step \(step)")
        }
    }

    @Test(arguments: seeds(default: [1, 4], exhaustive: 16))
    func theFastPathHierarchiesMatchToo(seed: UInt64) throws {
        let json = seed % 2 == 1 ? RandomOverrides.add(to: RandomHierarchy.json(seed: seed, views: 60), seed: seed)
                                 : RandomHierarchy.json(seed: seed, views: 60)
        let h = try Fixtures.hierarchy(json)
        try Self.expectSameReport(h, HitMapGrid(region: Rect(x: -10.25, y: -9.5, width: 340, height: 340), step: 1.75), "seed \(seed)")
        if Self.exhaustive {
            try Self.expectSameReport(h, HitMapGrid(region: Rect(x: 0, y: 0, width: 330, height: 330), step: 1), "seed \(seed)")
        }
    }

    static let presets: [String] = {
        let folder = Repository.root.appendingPathComponent("public/presets")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") && $0 != "index.json" }.sorted()
    }()

    @Test func thePresetsAreThere() {
        #expect(Self.presets.count >= 10)
    }

    /// Each preset over its screen at 4 pt; with the sweep at 1 pt, and at a third of a point in the middle
    /// (the transformed hard cases at 1 and 1/3 pt are `HitMapRegionTransformTests`'s).
    @Test(arguments: presets)
    func everyPresetMatches(file: String) throws {
        let h = try HierarchyDecoder.decode(json: Fixtures.bytes("public/presets/" + file))
        guard let screen = h.screenRegion else { return }
        try Self.expectSameReport(h, HitMapGrid(region: screen, step: Self.exhaustive ? 1 : 4), file)
        guard Self.exhaustive else { return }
        // A third of a point over a 120×120 window in the middle, where the views are.
        let middle = Rect(x: screen.x + screen.width / 2 - 60, y: screen.y + screen.height / 2 - 60, width: 120, height: 120)
        try Self.expectSameReport(h, HitMapGrid(region: middle, step: 1.0 / 3), file + " at 1/3")
    }

    /// Each real dump at 4 pt, and the top left of the navigation push's at 1/3 pt; with the sweep, each at
    /// 1 pt and the push's top 150 pt at 1/3.
    @Test(.needsRealData) func everyRealDumpMatches() throws {
        for (file, _) in RealData.dumps {
            let h = try DumpImporter.importDump(try RealData.dump(file)).hierarchy
            guard let screen = h.screenRegion else { continue }
            try Self.expectSameReport(h, HitMapGrid(region: screen, step: Self.exhaustive ? 1 : 4), file)
            if file.hasPrefix("10-") {
                let top = Rect(x: 0, y: 0, width: Self.exhaustive ? 390 : 60, height: Self.exhaustive ? 150 : 60)
                try Self.expectSameReport(h, HitMapGrid(region: top, step: 1.0 / 3), file + " at 1/3")
            }
        }
    }

    @Test func theRegionMapMakesFarFewerHitTestsThanPoints() throws {
        let h = try Fixtures.hierarchy(RegionRandomHierarchy.json(seed: 5, views: 60, slanted: false))
        let map = HitMap(h, grid: HitMapGrid(region: Rect(x: 0, y: 0, width: 320, height: 340), step: 1))
        #expect(HitMapPlan(h, grid: map.grid).fallback == nil)
        #expect(map.hitTests * 10 < map.grid.pointCount, "\(map.hitTests) hit tests for \(map.grid.pointCount) points")
    }

    @Test func anIllConditionedTransformFallsBackToEveryPoint() throws {
        let h = try Fixtures.hierarchy("""
            {"windows": [{"id": "w", "frame": [0, 0, 100, 100], "subviews": [
              {"id": "thin", "class": "UIButton", "frame": [10, 10, 50, 50], "transform": {"scale": [1e-9, 1e9]}}]}]}
            """)
        let grid = HitMapGrid(region: Rect(x: 0, y: 0, width: 100, height: 100), step: 1)
        #expect(HitMapPlan(h, grid: grid).fallback != nil)
        try Self.expectSameReport(h, grid, "ill-conditioned")
    }

    /// A point on a rotated edge, points a few ulps off an edge, and a tiny step: all still exact. The tiny
    /// grid is around a's corner, a few ulps off (10, 10); the 0.1-pt grid (inexact in binary) over a's far
    /// corner and b's rotated edges, or with the sweep over the whole window.
    @Test func edgesWithinRoundingAreEvaluatedPointByPoint() throws {
        let h = try Fixtures.hierarchy("""
            {"windows": [{"id": "w", "frame": [0, 0, 100, 100], "subviews": [
              {"id": "a", "class": "UIButton", "frame": [10.000000000000002, 9.999999999999998, 30.1, 20.3]},
              {"id": "b", "class": "UIButton", "center": [50, 50], "bounds": [0.1, 0.2, 40, 10], "transform": {"rotate": 45}},
              {"id": "c", "class": "UIButton", "center": [70, 70], "bounds": [0, 0, 20, 20], "transform": {"rotate": 90, "scale": [1, 3]}}]}]}
            """)
        try Self.expectSameReport(h, HitMapGrid(region: Rect(x: 0, y: 0, width: 100, height: 100), step: 1), "edges")
        try Self.expectSameReport(h, HitMapGrid(region: Rect(x: 9.95, y: 9.95, width: 0.1, height: 0.1), step: 0.0005), "tiny step")
        let tenths = Self.exhaustive ? Rect(x: 0, y: 0, width: 100, height: 100) : Rect(x: 25, y: 25, width: 20, height: 20)
        try Self.expectSameReport(h, HitMapGrid(region: tenths, step: 0.1), "step 0.1")
    }

    /// Tiles whose edges all fall on grid points at 1 pt (a collection's cells, as the dense benchmark screen
    /// has): exact, and the 1-pt grid makes no more hit tests than the 1/3-pt grid of the same region. The
    /// boxes that gate cuts reach a grid point or two past the edges; at 1 pt that is a neighbour's edge,
    /// so rows and columns were cut by neighbours whose tests are false there (twice the hit tests of 1/3 pt).
    @Test func edgesOnGridPointsCostNoMoreThanAFinerGrid() throws {
        var cells: [String] = []
        for i in 0..<12 {
            let (x, y) = ((i % 3) * 39, (i / 3) * 32)
            cells.append("""
                {"id": "cell\(i)", "frame": [\(x), \(y), 39, 32], "subviews": [{"id": "cc\(i)", "frame": [0, 0, 39, 32], "subviews": [
                  {"id": "img\(i)", "class": "UIImageView", "frame": [3, 2, 33, 16]},
                  {"id": "title\(i)", "class": "UILabel", "frame": [3, 19, 24, 6]},
                  {"id": "like\(i)", "class": "UIButton", "frame": [26, 19, 11, 11], "pointInside": {"insets": {"top": 4, "left": 4, "bottom": 4, "right": 4}},
                   "subviews": [{"id": "icon\(i)", "class": "UIImageView", "frame": [1, 1, 9, 9]}]},
                  {"id": "sep\(i)", "frame": [0, 31, 39, 1]}]}]}
                """)
        }
        let h = try Fixtures.hierarchy("""
            {"windows": [{"id": "w", "frame": [0, 0, 117, 140], "subviews": [
              {"id": "collection", "class": "UICollectionView", "frame": [0, 6, 117, 128], "clipsToBounds": true, "subviews": [\(cells.joined(separator: ", "))]}]}]}
            """)
        let region = Rect(x: 0, y: 0, width: 117, height: 140)
        try Self.expectSameReport(h, HitMapGrid(region: region, step: 1), "tiles at 1 pt")
        // At 1/3 pt the top row of cells and the collection's edge above it (every cell is alike; the sweep
        // takes them all).
        let third = Self.exhaustive ? region : Rect(x: 0, y: 0, width: 117, height: 40)
        try Self.expectSameReport(h, HitMapGrid(region: third, step: 1.0 / 3), "tiles at 1/3 pt")
        let coarse = HitMap(h, grid: HitMapGrid(region: region, step: 1)), fine = HitMap(h, grid: HitMapGrid(region: region, step: 1.0 / 3))
        #expect(coarse.hitTests <= fine.hitTests, "\(coarse.hitTests) hit tests at 1 pt, \(fine.hitTests) at 1/3 pt")
    }

    /// The 3× map (step 1/3) of a 390×844 screen of 2001 views was refused as 2,962,440 points ×
    /// 2001 views; the plan's work is what the regions cost, far under the limit.
    @Test func aThreeTimesMapOfTwoThousandViewsIsWithinTheWorkLimit() throws {
        var cells: [String] = []
        for i in 0..<200 {
            let (x, y) = ((i % 10) * 39, 91 + (i / 10) * 35)
            let kids = (0..<8).map { k in "{\"id\": \"c\(i)k\(k)\", \"class\": \"\(k == 5 ? "UIButton" : "UILabel")\", \"frame\": [\(1 + k * 4), \(2 + k * 3), 6, 5]}" }
            cells.append("{\"id\": \"c\(i)\", \"frame\": [\(x), \(y), 39, 35], \"subviews\": [{\"id\": \"cc\(i)\", \"frame\": [0, 0, 39, 35], \"subviews\": [\(kids.joined(separator: ", "))]}]}")
        }
        let h = try Fixtures.hierarchy("{\"windows\": [{\"id\": \"w\", \"frame\": [0, 0, 390, 844], \"subviews\": [\(cells.joined(separator: ", "))]}]}")
        #expect(h.viewCount == 2001)
        let grid = HitMapGrid(region: Rect(x: 0, y: 0, width: 390, height: 844), step: 1.0 / 3)
        #expect(grid.pointCount == 2_962_440)
        #expect(Double(grid.pointCount) * Double(h.viewCount) > HitMapGrid.maxWork)
        let plan = HitMapPlan(h, grid: grid)
        #expect(plan.fallback == nil)
        #expect(plan.work <= HitMapGrid.maxWork / 4, "work \(plan.work)")
        // And the map it answers is the single-touch answer at a spread of points.
        let map = HitMap(h, grid: grid)
        var rng = SplitMix64(seed: 18)
        for _ in 0..<2000 {
            let i = Int(rng.next() % UInt64(grid.columns)), j = Int(rng.next() % UInt64(grid.rows))
            #expect(map.view(column: i, row: j) == h.hitTest(grid.point(column: i, row: j))?.view)
        }
        #expect(Double(map.hitTests) <= plan.segments)
    }

    /// Maps, areas, dead zones and audit equal to the per-point reference; the map also equal, at sampled
    /// points, to the single-touch hit test itself.
    static func expectSameReport(_ h: Hierarchy, _ grid: HitMapGrid, _ what: String) throws {
        let region = HitMapReport(h, grid: grid)
        let reference = HitMapReport(perPoint: h, grid: grid)
        var firstDifference: String?
        for j in 0..<grid.rows where firstDifference == nil && region.map.rows[j] != reference.map.rows[j] {
            for i in 0..<grid.columns where region.map.view(column: i, row: j) != reference.map.view(column: i, row: j) {
                let p = grid.point(column: i, row: j)
                firstDifference = "(\(p.x), \(p.y)): region \(String(describing: region.map.view(column: i, row: j))), hit test \(String(describing: reference.map.view(column: i, row: j)))"
                break
            }
        }
        #expect(firstDifference == nil, "\(what): \(firstDifference ?? "")")
        #expect(region.receivingArea == reference.receivingArea, "\(what): receiving areas")
        #expect(region.drawnArea == reference.drawnArea, "\(what): visible areas")
        #expect(render(region.deadZones) == render(reference.deadZones), "\(what): dead zones")
        #expect(render(region.audit) == render(reference.audit), "\(what): audit")
        #expect(HitMapJSON.render(region, in: h) == HitMapJSON.render(reference, in: h), "\(what): JSON")
        // The reference itself against the single-touch hit test, at a spread of points.
        var rng = SplitMix64(seed: UInt64(grid.pointCount))
        for _ in 0..<200 where grid.pointCount > 0 {
            let i = Int(rng.next() % UInt64(grid.columns)), j = Int(rng.next() % UInt64(grid.rows))
            #expect(region.map.view(column: i, row: j) == h.hitTest(grid.point(column: i, row: j))?.view, "\(what)")
        }
    }

    static func render(_ zones: [DeadZone]) -> String {
        zones.map { z in "\(z.view) \(z.drawnPoints) \(z.lostPoints) " + z.causes.map { "\($0.reason) \(String(describing: $0.by)) \($0.samples) \($0.point)" }.joined(separator: ";") }.joined(separator: "\n")
    }

    static func render(_ findings: [TouchTargetFinding]) -> String {
        findings.map { "\($0.kind) \($0.view) \(String(describing: $0.neighbour)) \($0.receivingArea) \($0.drawnArea) \($0.outsideArea) \($0.overlapArea) \($0.receivingBox)" }.joined(separator: "\n")
    }
}

/// Random hierarchies with everything a hit map depends on: arbitrary and quarter-turn rotations, scales,
/// translations, anchor points, scroll offsets (bounds origins), clipping, hidden / transparent / disabled
/// views, every pointInside override (insets that grow or shrink, minimum size, never, always), every hitTest
/// override (pass-through, self-only, none, subviews outside bounds, forwarding to any view, forwarding self),
/// gesture recognizers and controls (for dead zones and the audit), and two or three windows with levels.
enum RegionRandomHierarchy {
    static func json(seed: UInt64, views: Int, slanted: Bool = true) -> String {
        var rng = SplitMix64(seed: seed)
        func r(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        func d(_ n: Int, _ scale: Double = 1) -> Double { Double(r(n)) * scale }
        let windowCount = 1 + r(3)
        var windows: [String] = []
        var next = 0
        for w in 0..<windowCount {
            let count = w == 0 ? views : 3 + r(8)
            let base = next
            next += count
            var parts = [String](repeating: "", count: count)
            var children = [[Int]](repeating: [], count: count)
            for i in 1..<count { children[r(i)].append(i) }
            for i in stride(from: count - 1, through: 0, by: -1) {
                var f = ["\"id\": \"v\(base + i)\""]
                if i == 0 {
                    f.append("\"class\": \"UIWindow\"")
                    f.append(w == 0 ? "\"frame\": [0, 0, 320, 340]" : "\"frame\": [\(r(150)), \(r(150)), \(60 + r(150)), \(60 + r(150))]")
                    if w > 0 { f.append("\"windowLevel\": \(r(3) * 1000)") }
                    if w > 0 && r(6) == 0 { f.append("\"hidden\": true") }
                } else {
                    let classes = ["UIView", "UIView", "UIView", "UIButton", "UIImageView", "UILabel", "UIScrollView", "UISwitch"]
                    let cls = classes[r(classes.count)]
                    f.append("\"class\": \"\(cls)\"")
                    let (wd, ht) = (d(160) + 1 + d(4, 0.25), d(160) + 1 + d(4, 0.25))
                    if r(3) == 0 {
                        f.append("\"center\": [\(d(220) - 20 + d(2, 0.5)), \(d(220) - 20)]")
                        f.append("\"bounds\": [\(d(40) - 20 + d(3, 0.125)), \(d(40) - 20), \(wd), \(ht)]")
                    } else {
                        f.append("\"frame\": [\(d(200) - 20 + d(4, 0.25)), \(d(200) - 20 + d(2, 0.5)), \(wd), \(ht)]")
                        if r(5) == 0 { f.append("\"bounds\": [\(d(40) - 20), \(d(40) - 20), \(wd), \(ht)]") }
                    }
                    switch r(slanted ? 8 : 12) {
                    case 0: f.append("\"transform\": {\"rotate\": \(r(360) - 180), \"scale\": [\(d(20, 0.1) + 0.5), \(d(20, 0.1) + 0.5)]}")
                    case 1: f.append("\"transform\": {\"rotate\": \(90 * r(4)), \"scale\": [\(d(20, 0.1) + 0.5), \(d(20, 0.1) + 0.5)], \"translate\": [\(d(20) - 10), \(d(20) - 10)]}")
                    case 2: f.append("\"transform\": {\"scale\": [\(d(30, 0.1) + 0.2), \(d(30, 0.1) + 0.2)]}")
                    case 3 where slanted: f.append("\"transform\": {\"a\": 1, \"b\": \(d(10, 0.05)), \"c\": \(d(10, -0.05)), \"d\": 1, \"tx\": \(d(10)), \"ty\": 0}")
                    default: break
                    }
                    if r(6) == 0 { f.append("\"anchorPoint\": [\(d(10, 0.1)), \(d(10, 0.1))]") }
                    if r(6) == 0 { f.append("\"clipsToBounds\": true") }
                    if r(14) == 0 { f.append("\"hidden\": true") }
                    if r(14) == 0 { f.append("\"alpha\": \([0, 0.005, 0.01, 0.02, 0.5][r(5)])") }
                    if r(12) == 0 { f.append("\"userInteractionEnabled\": false") }
                    if r(4) == 0 && (cls == "UIButton" || cls == "UISwitch") { f.append("\"enabled\": false") }
                    if r(8) == 0 { f.append("\"gestureRecognizers\": [{\"type\": \"tap\"}]") }
                    switch r(10) {
                    case 0: f.append("\"pointInside\": {\"insets\": {\"top\": \(r(30) - 10), \"left\": \(d(30, 0.5) - 5), \"bottom\": \(r(30) - 10), \"right\": \(r(30) - 10)}}")
                    case 1: f.append("\"pointInside\": {\"minimumSize\": {\"width\": \(r(60)), \"height\": \(d(60) + 0.5)}}")
                    case 2: f.append("\"pointInside\": \"never\"")
                    case 3: f.append("\"pointInside\": \"always\"")
                    default: break
                    }
                    if r(5) == 0 {
                        let target = "v\(r(views))"
                        let choices = ["\"passThrough\"", "\"selfOnly\"", "\"none\"", "\"subviewsOutsideBounds\"",
                                       "{\"forwardTo\": \"\(target)\"}", "{\"forwardSelfTo\": \"\(target)\"}"]
                        f.append("\"hitTest\": \(choices[r(choices.count)])")
                    }
                }
                f.append("\"subviews\": [\(children[i].map { parts[$0] }.joined(separator: ", "))]")
                parts[i] = "{" + f.joined(separator: ", ") + "}"
            }
            windows.append(parts[0])
        }
        return "{\"windows\": [\(windows.joined(separator: ", "))]}"
    }
}
