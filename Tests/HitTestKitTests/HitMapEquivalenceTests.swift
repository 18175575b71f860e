import Foundation
import Testing
@testable import HitTestKit
import TestSupport

/// The hit map must answer, at every grid point, exactly what the single-touch hit test answers there: same
/// points (x0 + i·step, y0 + j·step), same engine, on hierarchies with rotations, scales, anchor points,
/// bounds origins, pointInside and hitTest overrides, and two windows.
@Suite struct HitMapEquivalenceTests {
    @Test(arguments: HitMapRegionTests.seeds(default: [3, 6], exhaustive: 16))
    func everyPointIsTheSingleTouchAnswer(seed: UInt64) throws {
        // Odd seeds add hitTest overrides, so both the fast walk and the general engine are compared.
        let json = seed % 2 == 1 ? RandomOverrides.add(to: RandomHierarchy.json(seed: seed, views: 60), seed: seed)
                                 : RandomHierarchy.json(seed: seed, views: 60)
        let h = try Fixtures.hierarchy(json)
        #expect(h.hasHitTestOverrides == (seed % 2 == 1))
        // A non-integral origin and step, so points fall off the integers and onto edges of rotated views.
        let grid = HitMapGrid(region: Rect(x: -10.25, y: -9.5, width: 340, height: 340), step: 1.75)
        let map = HitMap(h, grid: grid)
        #expect(map.rows.count == grid.rows)
        var disagreements: [String] = []
        for j in 0..<grid.rows {
            #expect(map.runs(row: j).reduce(0) { $0 + $1.count } == grid.columns)
            for i in 0..<grid.columns {
                let p = grid.point(column: i, row: j)
                if map.view(column: i, row: j) != h.hitTest(p)?.view { disagreements.append("(\(p.x), \(p.y))") }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test func aOnePointMapOfAHundredViewsMatchesTooAndCountsEveryPoint() throws {
        let h = try Fixtures.hierarchy(RandomHierarchy.json(seed: 3, views: 100))
        let report = HitMapReport(h, grid: HitMapGrid(region: Rect(x: 0, y: 0, width: 320, height: 320), step: 1))
        for j in stride(from: 0, to: 320, by: 7) {
            for i in stride(from: 0, to: 320, by: 5) {
                #expect(report.map.view(column: i, row: j) == h.hitTest(Point(x: Double(i), y: Double(j)))?.view)
            }
        }
        // Receiving areas add up to the points that some view received (1 pt² each).
        let received = (0..<report.grid.rows).reduce(0) { sum, j in
            sum + report.map.runs(row: j).reduce(0) { $0 + ($1.view == nil ? 0 : $1.count) }
        }
        #expect(report.receivingArea.reduce(0, +) == Double(received))
    }

    @Test func theGridSamplesCellCornersInsideTheRegion() {
        let g = HitMapGrid(region: Rect(x: 10, y: 20, width: 5, height: 4), step: 2)
        // Columns at x = 10, 12, 14 (16 would be outside), rows at y = 20, 22.
        #expect(g.columns == 3 && g.rows == 2 && g.pointCount == 6)
        #expect(g.point(column: 2, row: 1) == Point(x: 14, y: 22))
    }
}

/// Puts hitTest overrides on some of a random hierarchy's views, deterministically.
enum RandomOverrides {
    static func add(to json: String, seed: UInt64) -> String {
        var rng = SeededGenerator(seed: seed &+ 99)
        let choices = ["\"passThrough\"", "\"selfOnly\"", "\"none\"", "\"subviewsOutsideBounds\"",
                       "{\"forwardTo\": \"v1\"}", "{\"forwardSelfTo\": \"v2\"}"]
        var parts = json.components(separatedBy: "{\"id\": \"v")
        for k in 1..<parts.count where rng.next() % 4 == 0 && !parts[k].hasPrefix("0\"") {
            // parts[k] starts with `N", …`: the override goes right after the id.
            guard let quote = parts[k].firstIndex(of: "\"") else { continue }
            let choice = choices[Int(rng.next() % UInt64(choices.count))]
            parts[k].insert(contentsOf: ", \"hitTest\": \(choice)", at: parts[k].index(after: quote))
        }
        return parts.joined(separator: "{\"id\": \"v")
    }
}
