import Testing
@testable import HitTestKit
import TestSupport

/// `check` sizes its hit map the way POST /hit-map and hit-map.svg do: one plan (`HitMapPlan.coarsened`).
@Suite struct TouchCheckPlanTests {
    /// 4,000,000 points × 2,001 views is past the work limit counted as points × views, which halved the grid
    /// before; the plan's regions are a few segments per row, so the check keeps step 1.
    @Test func twoThousandViewsAtStepOneAreNotCoarsenedForTheViewCountAlone() throws {
        let subviews = (0..<1_999).map { _ in #"{"frame": [0, 0, 10, 10]}"# } + [#"{"id": "b", "class": "UIButton", "frame": [21, 0, 3, 5]}"#]
        let h = try Fixtures.hierarchy(#"{"root": {"frame": [0, 0, 2000, 2000], "subviews": [\#(subviews.joined(separator: ","))]}}"#)
        #expect(h.viewCount == 2001)
        let region = try #require(h.screenRegion)
        #expect(HitMapGrid.pointCount(region: region, step: 1) * Double(h.viewCount) > HitMapGrid.maxWork)
        let report = TouchCheck.run(try Expectation.decode(json: Array(#"{"expect": [{"reachable": "b"}]}"#.utf8)), on: h, step: 1)
        #expect(report.passed)
        let grid = try #require(report.report?.map.grid)
        #expect(grid.step == 1)
        #expect(grid.step == HitMapPlan.coarsened(h, region: region, step: 1).grid.step)
    }
}
