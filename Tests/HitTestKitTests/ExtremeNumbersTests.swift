import Testing
@testable import HitTestKit

/// Numbers far past any screen stay numbers: a distance whose squares overflow is still finite, and a grid over
/// a region that is wide but of no height has no points instead of trapping on its width.
@Suite struct ExtremeNumbersTests {
    @Test func aDistanceWhoseSquaresOverflowIsFinite() {
        #expect(hypotenuse(3, 4) == 5)
        let far = hypotenuse(3e200, 4e200)
        #expect(far.isFinite)
        #expect(abs(far - 5e200) <= 5e200 * 1e-15)
        // The plain formula where it does not overflow: thresholds compare exactly as before.
        #expect(hypotenuse(6, 8) == (6.0 * 6 + 8 * 8).squareRoot())
    }

    @Test func aDegenerateRegionGivesNoPointsInsteadOfTrapping() {
        let grid = HitMapGrid(region: Rect(x: 0, y: 0, width: 1e300, height: 0), step: 1e-292)
        #expect(grid.rows == 0)
        #expect(grid.columns == Int(Int32.max))
        #expect(HitMapGrid(region: Rect(x: 0, y: 0, width: 390, height: 844), step: 1).columns == 390)
    }
}
