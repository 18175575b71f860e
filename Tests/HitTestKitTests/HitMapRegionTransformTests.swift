import Foundation
import Testing
@testable import HitTestKit
import TestSupport

/// The region map under transforms (rules 2.4, 2.5: the point converted through frame, bounds origin and
/// transform about the anchor point): each transformed view's area is a quadrilateral on screen, cut exactly
/// where its edges cross a row, and a row differs from the row above only where an edge passes between them.
/// Hand-made hierarchies that put edges on grid points, a hair off them, nearly parallel to the rows, nested
/// inside rotated, scaled, sheared and scrolled ancestors, with grown and shrunk hit areas, pass-through views
/// and windows; each compared with the per-point report at 1 pt, 1/3 pt and 0.0005 pt. The finer grids cover
/// the part of the screen their views are in and one or two corners of each view aimed at; with
/// `HITTRACE_HITMAP_EXHAUSTIVE=1`, wider parts and four corners each.
@Suite struct HitMapRegionTransformTests {
    /// A scrolled, clipping scroll view holding a card rotated and scaled about an off-centre anchor point,
    /// a rotated and scrolled container inside it, buttons sheared, turned and with grown and shrunk hit areas,
    /// a rotated pass-through overlay, and a rotated pass-through window on top.
    static let nested = """
        {"windows": [{"id": "w", "frame": [0, 0, 300, 300], "subviews": [
          {"id": "scroll", "class": "UIScrollView", "frame": [10, 20, 280, 260], "contentOffset": [7.5, 13.25], "clipsToBounds": true, "subviews": [
            {"id": "card", "center": [140, 130], "bounds": [0, 0, 150, 110], "transform": {"rotate": 23, "scale": [1.1, 0.9]}, "anchorPoint": [0.3, 0.7], "subviews": [
              {"id": "inner", "center": [70, 50], "bounds": [3, -4, 120, 80], "transform": {"rotate": -41}, "subviews": [
                {"id": "like", "class": "UIButton", "frame": [20, 20, 30, 20], "transform": {"a": 1, "b": 0, "c": 0.35, "d": 1, "tx": 0, "ty": 0},
                 "pointInside": {"insets": {"top": -8, "left": -6.5, "bottom": -8, "right": -10}}},
                {"id": "mini", "class": "UIButton", "frame": [70, 30, 8, 6], "transform": {"rotate": 67}, "pointInside": {"minimumSize": [44, 44]}},
                {"id": "shrunk", "class": "UIButton", "frame": [40, 50, 40, 24], "pointInside": {"insets": {"top": 3, "left": 5, "bottom": 2, "right": 4}},
                 "gestureRecognizers": [{"type": "tap"}]}]},
              {"id": "overlay", "frame": [0, 0, 150, 40], "hitTest": "passThrough", "transform": {"rotate": 12}, "subviews": [
                {"id": "badge", "class": "UIButton", "frame": [120, 5, 20, 20], "transform": {"rotate": 45}}]}]}]}]},
          {"id": "w2", "frame": [150, 150, 120, 120], "windowLevel": 1000, "transform": {"rotate": 17}, "hitTest": "passThrough", "subviews": [
            {"id": "toast", "class": "UIButton", "frame": [10, 10, 80, 30], "transform": {"rotate": -8}}]}]}
        """

    /// Edges exactly through grid points (a 45° turn scaled by √2 and a shear, both with integral corners),
    /// a scale of a third (edges on the 1/3 grid, inexact in binary), and turns a hair off 90° and 0°, whose
    /// edges are nearly parallel to the rows or columns.
    static let lattice = """
        {"windows": [{"id": "w", "frame": [0, 0, 200, 200], "subviews": [
          {"id": "diamond", "class": "UIButton", "center": [60, 60], "bounds": [0, 0, 40, 40], "transform": {"a": 1, "b": 1, "c": -1, "d": 1, "tx": 0, "ty": 0}},
          {"id": "sheared", "class": "UIButton", "center": [150, 50], "bounds": [0, 0, 40, 30], "transform": {"a": 1, "b": 0, "c": 0.5, "d": 1, "tx": 0, "ty": 0}, "subviews": [
            {"id": "thirds", "class": "UIButton", "frame": [1, 1, 10, 10], "transform": {"scale": [0.3333333333333333, 3]}}]},
          {"id": "almostQuarter", "class": "UIButton", "center": [60, 150], "bounds": [0, 0, 60, 20], "transform": {"rotate": 89.9999999}},
          {"id": "almostFlat", "class": "UIButton", "center": [150, 150], "bounds": [0, 0, 70, 30], "transform": {"rotate": 0.0000001}, "subviews": [
            {"id": "tilted", "class": "UIButton", "frame": [10, 5, 30, 10], "transform": {"rotate": -0.0000001}, "anchorPoint": [0, 0]}]}]}]}
        """

    @Test func nestedTransformsMatchThePerPointReport() throws {
        let h = try Fixtures.hierarchy(Self.nested)
        #expect(HitMapPlan(h, grid: HitMapGrid(region: Rect(x: 0, y: 0, width: 300, height: 300), step: 1)).fallback == nil)
        try HitMapRegionTests.expectSameReport(h, HitMapGrid(region: Rect(x: 0, y: 0, width: 300, height: 300), step: 1), "nested at 1 pt")
        // A third of a point over the card's middle, where the container and its buttons are.
        let third = HitMapRegionTests.exhaustive ? Rect(x: 90, y: 90, width: 120, height: 120) : Rect(x: 110, y: 110, width: 60, height: 60)
        try HitMapRegionTests.expectSameReport(h, HitMapGrid(region: third, step: 1.0 / 3), "nested at 1/3 pt")
        // Around corners of the rotated, scrolled container and of the sheared button inside it, at 0.0005 pt.
        for id in ["inner", "like"] {
            for corner in try Self.corners(h, id).prefix(HitMapRegionTests.exhaustive ? 4 : 2) {
                let grid = Self.aroundCorner(corner)
                try HitMapRegionTests.expectSameReport(h, grid, "nested at 0.0005 pt around \(id)'s corner \(corner)")
            }
        }
    }

    @Test func edgesOnAndNearGridPointsMatchThePerPointReport() throws {
        let h = try Fixtures.hierarchy(Self.lattice)
        try HitMapRegionTests.expectSameReport(h, HitMapGrid(region: Rect(x: 0, y: 0, width: 200, height: 200), step: 1), "lattice at 1 pt")
        // A third of a point over the sheared view holding the thirds, and over the diamond's top half.
        let thirds = HitMapRegionTests.exhaustive ? [Rect(x: 0, y: 0, width: 200, height: 200)]
                                                   : [Rect(x: 120, y: 25, width: 60, height: 50), Rect(x: 40, y: 15, width: 40, height: 30)]
        for region in thirds {
            try HitMapRegionTests.expectSameReport(h, HitMapGrid(region: region, step: 1.0 / 3), "lattice at 1/3 pt over \(region)")
        }
        // The diamond's top corner is the grid point (60, 20); its edges run through grid points at every step.
        try HitMapRegionTests.expectSameReport(h, Self.aroundCorner(Point(x: 60, y: 20), sweep: 0.1), "diamond's corner")
        for id in ["sheared", "thirds", "almostQuarter", "tilted"] {
            for corner in try Self.corners(h, id).prefix(HitMapRegionTests.exhaustive ? 4 : 1) {
                let grid = Self.aroundCorner(corner)
                try HitMapRegionTests.expectSameReport(h, grid, "lattice at 0.0005 pt around \(id)'s corner \(corner)")
            }
        }
    }

    /// Work proportional to what changes: vertical stripes (whose edges cut every row at the same columns) under
    /// rotated, sheared and nested views. A row is hit-tested again only where a slanted edge passes, so its
    /// hit tests stay within a few per edge that changes it; re-testing the whole box of every slanted view, as
    /// the map did, gave one hit test per stripe on each row of the box.
    @Test func slantedViewsCostHitTestsOnlyWhereTheirEdgesPass() throws {
        let stripes = (0..<80).map { "{\"id\": \"s\($0)\", \"class\": \"UIButton\", \"frame\": [\($0 * 4), 0, 3, 320]}" }
        let h = try Fixtures.hierarchy("""
            {"windows": [{"id": "w", "frame": [0, 0, 320, 320], "subviews": [\(stripes.joined(separator: ", ")),
              {"id": "bar", "class": "UIButton", "center": [160, 80], "bounds": [0, 0, 260, 40], "transform": {"rotate": 30}},
              {"id": "slab", "center": [160, 220], "bounds": [0, 0, 220, 90], "transform": {"a": 1, "b": 0.2, "c": 0.6, "d": 1, "tx": 0, "ty": 0}, "subviews": [
                {"id": "chip", "class": "UIButton", "frame": [40, 20, 60, 30], "transform": {"rotate": -50}, "pointInside": {"insets": {"top": -6, "left": -6, "bottom": -6, "right": -6}}}]}]}]}
            """)
        let grid = HitMapGrid(region: Rect(x: 0, y: 0, width: 320, height: 320), step: 1)
        // The reports compared where the bar, the slab and the chip cross the stripes (the sweep: everywhere).
        let compared = HitMapRegionTests.exhaustive ? grid : HitMapGrid(region: Rect(x: 120, y: 0, width: 80, height: 320), step: 1)
        try HitMapRegionTests.expectSameReport(h, compared, "stripes")
        let map = HitMap(h, grid: grid)
        let work = HitMapRowWork(h, map: map)
        let worst = try #require(work.worstRow)
        print("stripes: worst row \(worst.row): \(work.hitTests[worst.row]) hit tests, \(work.edges[worst.row]) edges; total \(map.hitTests)")
        for j in 0..<grid.rows {
            #expect(work.hitTests[j] <= 3 * (work.edges[j] + 1), "row \(j): \(work.hitTests[j]) hit tests, \(work.edges[j]) changing edges")
        }
        #expect(map.hitTests * 20 < grid.pointCount, "\(map.hitTests) hit tests for \(grid.pointCount) points")
    }

    /// A 0.0005-pt grid 0.05 pt across centred on a corner (`2 × sweep` with the sweep).
    static func aroundCorner(_ corner: Point, sweep: Double = 0.05) -> HitMapGrid {
        let half = HitMapRegionTests.exhaustive ? sweep : 0.025
        return HitMapGrid(region: Rect(x: corner.x - half, y: corner.y - half, width: 2 * half, height: 2 * half), step: 0.0005)
    }

    /// The screen corners of a view's bounds (its conversions inverted), to aim tiny grids at them.
    static func corners(_ h: Hierarchy, _ id: String) throws -> [Point] {
        let v = try #require((0..<h.viewCount).first { h.views[$0].id == id })
        var t = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        var path: [Int] = []
        var k = Int32(v)
        while k >= 0 { path.append(Int(k)); k = h.nodes[Int(k)].parent }
        for u in path {
            let inverse = try #require(h.nodes[u].toLocal.inverted)
            t = t.concatenating(inverse)
        }
        let b = h.nodes[v].bounds
        let local = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]
        return local.map { t.apply($0) }
    }
}
