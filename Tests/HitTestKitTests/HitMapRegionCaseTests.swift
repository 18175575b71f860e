import Testing
@testable import HitTestKit
import TestSupport

/// The region map against the per-point report on hand-made hierarchies, each aimed at paths of the plan
/// (`HitRegionPlan`) and the scan that random hierarchies reach only by chance: every flag and override on one
/// screen, many overlapping siblings, views smaller than a step, a chain deeper than the plan replays, quarter
/// turns, and a singular transform. Small screens, so each is compared at every point of an integral, a third
/// of a point and a fractional grid in the default run. (Transformed views: `HitMapRegionTransformTests`.)
@Suite struct HitMapRegionCaseTests {
    /// Every way a view's test can be read or skipped (`HitRegionPlan.build`): hidden, transparent (alpha 0.01,
    /// under the limit as UIKit stores it, and just over), interaction off, a disabled control, grown, shrunk
    /// and minimum-size hit areas, `never` and `always`, each hitTest override, a clipping view with children
    /// poking out, views thinner than a step, a window above and a hidden one; recognizers so that dead zones
    /// and the audit have work. The forwarding view and the subview outside its parent have grown hit areas:
    /// only the hit test reads those edges, so a cut the plan leaves out there is not hidden by the same edge
    /// cut for the drawn views.
    static let flags = """
        {"windows": [
          {"id": "w", "frame": [0, 0, 120, 120], "subviews": [
            {"id": "corner", "frame": [0, 100, 20, 20], "subviews": [
              {"id": "catchAll", "frame": [1, 1, 2, 2], "pointInside": "always", "gestureRecognizers": [{"type": "tap"}]}]},
            {"id": "clip", "frame": [4, 4, 40, 40], "clipsToBounds": true, "subviews": [
              {"id": "poking", "class": "UIButton", "frame": [24, 24, 30, 30], "gestureRecognizers": [{"type": "tap"}]},
              {"id": "speck", "class": "UIButton", "frame": [3.4, 3.4, 0.2, 0.2]},
              {"id": "dot", "class": "UIButton", "frame": [8, 3, 1, 1]},
              {"id": "sliver", "class": "UIButton", "frame": [12, 2.5, 20, 0.3]},
              {"id": "hair", "class": "UIButton", "frame": [34.95, 6, 0.1, 20]}]},
            {"id": "outside", "frame": [50, 4, 20, 20], "hitTest": "subviewsOutsideBounds", "subviews": [
              {"id": "reach", "class": "UIButton", "frame": [12, 12, 20, 20], "pointInside": {"insets": {"top": -2, "left": -2, "bottom": -2.5, "right": -2}}}]},
            {"id": "hidden", "class": "UIButton", "frame": [80, 4, 30, 12], "hidden": true, "subviews": [
              {"id": "underHidden", "class": "UIButton", "frame": [2, 2, 6, 6]}]},
            {"id": "faint", "class": "UIButton", "frame": [80, 18, 30, 12], "alpha": 0.01},
            {"id": "barely", "class": "UIButton", "frame": [80, 32, 30, 12], "alpha": 0.0100001},
            {"id": "inert", "frame": [4, 50, 30, 30], "userInteractionEnabled": false, "subviews": [
              {"id": "inertChild", "class": "UIButton", "frame": [5, 5, 10, 10]}]},
            {"id": "off", "class": "UIButton", "frame": [38, 50, 20, 20], "enabled": false, "subviews": [
              {"id": "offChild", "class": "UIButton", "frame": [4, 4, 8, 8]}]},
            {"id": "grown", "class": "UIButton", "frame": [64, 52, 10, 10], "pointInside": {"insets": {"top": -6, "left": -6.5, "bottom": -6, "right": -6}}},
            {"id": "shrunk", "class": "UIButton", "frame": [62, 66, 14, 10], "pointInside": {"insets": {"top": 2, "left": 3, "bottom": 2.5, "right": 1}}},
            {"id": "small", "class": "UIButton", "frame": [88, 56, 4, 3], "pointInside": {"minimumSize": [44, 44]}},
            {"id": "never", "frame": [100, 50, 16, 16], "pointInside": "never", "subviews": [
              {"id": "neverChild", "class": "UIButton", "frame": [2, 2, 8, 8]}]},
            {"id": "pass", "frame": [4, 84, 30, 30], "hitTest": "passThrough", "subviews": [
              {"id": "passChild", "class": "UIButton", "frame": [5, 5, 10, 10]}]},
            {"id": "selfOnly", "frame": [38, 84, 20, 20], "hitTest": "selfOnly", "subviews": [
              {"id": "selfChild", "class": "UIButton", "frame": [2, 2, 8, 8]}]},
            {"id": "none", "class": "UIButton", "frame": [62, 84, 10, 10], "hitTest": "none"},
            {"id": "forward", "frame": [76, 84, 12, 12], "hitTest": {"forwardTo": "reach"},
             "pointInside": {"insets": {"top": -2.5, "left": -1, "bottom": -3, "right": -1.5}}},
            {"id": "forwardSelf", "frame": [92, 84, 12, 12], "hitTest": {"forwardSelfTo": "grown"}, "subviews": [
              {"id": "forwardChild", "class": "UIButton", "frame": [6, 6, 4, 4]}]}]},
          {"id": "above", "frame": [96, 96, 30, 30], "windowLevel": 1000, "subviews": [
            {"id": "toast", "class": "UIButton", "frame": [4, 4, 10, 10]}]},
          {"id": "gone", "frame": [0, 0, 120, 120], "windowLevel": 2000, "hidden": true, "subviews": [
            {"id": "ghost", "class": "UIButton", "frame": [0, 0, 120, 120]}]}]}
        """

    /// Forty siblings overlapping at fractional offsets, front to back in every order along a row, some
    /// transparent or hidden, some taking taps: the rows a stack of edges cuts, and dead zones under them.
    static var stacked: String {
        let siblings = (0..<40).map { k in
            let x = Double(k % 8) * 4.25, y = Double(k / 8) * 5.5 + Double(k % 3) * 0.5
            var fields = #""id": "s\#(k)", "class": "\#(["UIButton", "UIView", "UILabel", "UISwitch"][k % 4])", "frame": [\#(x), \#(y), \#(18 + k % 5), \#(14 + k % 4)]"#
            if k % 7 == 3 { fields += #", "gestureRecognizers": [{"type": "tap"}]"# }
            if k % 11 == 5 { fields += #", "alpha": 0"# }
            if k % 13 == 6 { fields += #", "hidden": true"# }
            return "{" + fields + "}"
        }
        return #"{"windows": [{"id": "w", "frame": [0, 0, 60, 60], "subviews": [\#(siblings.joined(separator: ", "))]}]}"#
    }

    /// A chain of 60 views, each inset by a fraction of a point, with a button at the bottom: deeper than the
    /// plan replays conversions exactly (`HitRegionPlan.exactDepth`), so its edges are bounded by the rounding
    /// instead. Beside it, quarter turns (one, two making a half turn, one undone) and a half turn, whose tests
    /// compare x with the screen's y, and a view flattened by a scale of 0, which nothing can hit.
    static var deepAndTurned: String {
        var chain = #"{"id": "bottom", "class": "UIButton", "frame": [0.5, 0.25, 40, 24]}"#
        for level in stride(from: 59, through: 0, by: -1) {
            let (width, height) = (41 + Double(60 - level), 25 + Double(60 - level) / 2)
            let clips = level == 30 ? #", "clipsToBounds": true"# : ""
            chain = #"{"id": "c\#(level)", "frame": [\#(level == 0 ? 2 : 0.5), \#(level == 0 ? 2 : 0.25), \#(width), \#(height)]\#(clips), "subviews": [\#(chain)]}"#
        }
        return """
            {"windows": [{"id": "w", "frame": [0, 0, 120, 120], "subviews": [\(chain),
              {"id": "turn", "center": [30, 95], "bounds": [0, 0, 30, 16], "transform": {"rotate": 90}, "subviews": [
                {"id": "turnedButton", "class": "UIButton", "frame": [2.5, 2, 10, 6]},
                {"id": "turnTwice", "center": [22, 8], "bounds": [0, 0, 12, 8], "transform": {"rotate": 90}, "subviews": [
                  {"id": "halfTurned", "class": "UIButton", "frame": [1, 1, 6.5, 4]}]},
                {"id": "turnBack", "frame": [14, 9, 12, 6], "transform": {"rotate": -90}, "subviews": [
                  {"id": "upright", "class": "UIButton", "frame": [1, 1, 6, 3]}]}]},
              {"id": "flip", "class": "UIButton", "center": [70, 95], "bounds": [0, 0, 24, 10.5], "transform": {"rotate": 180}},
              {"id": "flat", "frame": [90, 80, 20, 20], "transform": {"scale": [1, 0]}, "subviews": [
                {"id": "flattened", "class": "UIButton", "frame": [0, 0, 20, 20]}]}]}]}
            """
    }

    /// The screen at 1 pt, a third of a point over `third`, and 0.7 pt from a fractional origin (points off
    /// the integers, onto edges at other fractions).
    static func expectSameReports(_ h: Hierarchy, screen: Rect, third: Rect, _ what: String) throws {
        let grids = [HitMapGrid(region: screen, step: 1), HitMapGrid(region: third, step: 1.0 / 3),
                     HitMapGrid(region: Rect(x: screen.x - 0.35, y: screen.y - 0.35, width: screen.width, height: screen.height), step: 0.7)]
        for grid in grids {
            #expect(HitMapPlan(h, grid: grid).fallback == nil, "\(what): the region map, not its fallback")
            try HitMapRegionTests.expectSameReport(h, grid, "\(what) at \(grid.step) pt")
        }
    }

    /// The ids of the views that receive some point of the grid.
    static func receivers(_ h: Hierarchy, _ grid: HitMapGrid) -> Set<String> {
        let report = HitMapReport(h, grid: grid)
        return Set((0..<h.viewCount).filter { report.receivingArea[$0] > 0 }.map { h.views[$0].id })
    }

    @Test func everyFlagAndOverrideMatchesThePerPointReport() throws {
        let h = try Fixtures.hierarchy(Self.flags)
        #expect(h.hasHitTestOverrides)
        // A third of a point where the tiny views are (the whole screen with the exhaustive sweep).
        let third = HitMapRegionTests.exhaustive ? Rect(x: 0, y: 0, width: 120, height: 120) : Rect(x: 0, y: 0, width: 48, height: 48)
        try Self.expectSameReports(h, screen: Rect(x: 0, y: 0, width: 120, height: 120), third: third, "flags")
        // The scene is what it says: these take touches somewhere, and these nowhere (rules 1.1, 1.3, 1.4, 1.6,
        // 3.1, 6; a view between the grid points takes none of them).
        let taking = Self.receivers(h, HitMapGrid(region: third, step: 1.0 / 3)).union(Self.receivers(h, HitMapGrid(region: Rect(x: 0, y: 0, width: 120, height: 120), step: 1)))
        #expect(taking.isSuperset(of: ["catchAll", "poking", "dot", "sliver", "hair", "reach", "barely", "grown", "shrunk", "small", "passChild", "selfOnly", "toast"]), "\(taking.sorted())")
        #expect(taking.isDisjoint(with: ["speck", "hidden", "underHidden", "faint", "inert", "inertChild", "off", "offChild", "neverChild", "pass", "selfChild", "none", "forward", "ghost"]), "\(taking.sorted())")
    }

    @Test func manyOverlappingSiblingsMatchThePerPointReport() throws {
        let h = try Fixtures.hierarchy(Self.stacked)
        #expect(h.viewCount == 41)
        // A third of a point where the most siblings overlap (the whole screen with the exhaustive sweep).
        let third = HitMapRegionTests.exhaustive ? Rect(x: 0, y: 0, width: 60, height: 60) : Rect(x: 10, y: 5, width: 30, height: 30)
        try Self.expectSameReports(h, screen: Rect(x: 0, y: 0, width: 60, height: 60), third: third, "stacked")
    }

    @Test func aDeepChainQuarterTurnsAndASingularTransformMatchThePerPointReport() throws {
        let h = try Fixtures.hierarchy(Self.deepAndTurned)
        #expect(h.viewCount > Int(HitRegionPlan.exactDepth) + 10)
        #expect(h.hitID(45, 40) == "bottom")
        // A third of a point over the turns (the whole screen with the exhaustive sweep).
        let third = HitMapRegionTests.exhaustive ? Rect(x: 0, y: 0, width: 120, height: 120) : Rect(x: 20, y: 80, width: 60, height: 30)
        try Self.expectSameReports(h, screen: Rect(x: 0, y: 0, width: 120, height: 120), third: third, "deep and turned")
        let taking = Self.receivers(h, HitMapGrid(region: Rect(x: 0, y: 0, width: 120, height: 120), step: 1))
        #expect(taking.isSuperset(of: ["bottom", "turnedButton", "halfTurned", "upright", "flip"]), "\(taking.sorted())")
        #expect(!taking.contains("flattened") && !taking.contains("flat"), "a singular transform is never hit (rule 2.4)")
    }
}
