import Foundation
import HitTestKit
import HitTraceFormats

/// The hit map's work proportional to what changes: per row, the hit tests the map made against the view
/// edges crossing the row (or passing between it and the row above), on the generated screens (2,001 and
/// 20,001 views, 0 %, 5 % and 30 % of the cells' views transformed) and the dumps in `Tests/Fixtures`.
/// Printed by `--hit-map` (and alone by `--hit-map-rows`), run from the repository's root: figures, not assertions.
enum HitMapRowBound {
    static func run() {
        print("hit tests per row against the view edges crossing it (HitMapRowWork; the map alone, one run each)")
        print(pad("hierarchy", 34), pad("views", 6), pad("step", 5), pad("points", 9), pad("hit tests", 10), pad("edges", 9),
              pad("tests/edge", 11), pad("worst row: tests, edges", 24), "map ms")
        var screens: [(String, [UInt8])] = []
        for views in [2_001, 20_001] {
            for percent in [0, 5, 30] { screens.append(("generated, \(percent)% transformed", Generators.transformedScreen(views: views, percent: percent))) }
        }
        for (name, bytes) in screens {
            guard let h = try? HierarchyDecoder.decode(json: bytes) else { print("\(name): decode failed"); continue }
            for step in h.viewCount > 5_000 ? [1.0] : [1.0, 1.0 / 3] { row(name, h, step) }
        }
        for file in fixtureDumps() {
            guard let bytes = FileManager.default.contents(atPath: file),
                  let h = try? HierarchyImporter.importHierarchy([UInt8](bytes)).hierarchy else { continue }
            row((file as NSString).lastPathComponent, h, 1)
        }
    }

    /// Every hierarchy under Tests/Fixtures that is not a test's expected output or a deliberately broken one.
    static func fixtureDumps() -> [String] {
        let root = "Tests/Fixtures"
        let folders = ["dumps", "print-hierarchy", "xctest", "appium", "sentry"]
        return folders.flatMap { folder -> [String] in
            let dir = root + "/" + folder
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            return names.filter { $0.hasSuffix(".txt") || $0.hasSuffix(".xml") || $0.hasSuffix(".json") }.sorted().map { dir + "/" + $0 }
        }
    }

    static func row(_ name: String, _ h: Hierarchy, _ step: Double) {
        guard let region = h.screenRegion else { return }
        let grid = HitMapGrid(region: region, step: step)
        let plan = HitMapPlan(h, grid: grid)
        var map: HitMap?
        let seconds = Measure.best(1) { map = HitMap(h, grid: grid) }
        let work = HitMapRowWork(h, map: map!)
        let tests = work.hitTests.reduce(0, +), edges = work.edges.reduce(0, +)
        var worst = "-"
        if let w = work.worstRow { worst = "\(work.hitTests[w.row]), \(work.edges[w.row]) (row \(w.row))" }
        print(pad(name, 34), pad("\(h.viewCount)", 6), pad(step == 1 ? "1" : "1/3", 5), pad("\(grid.pointCount)", 9), pad("\(tests)", 10),
              pad("\(edges)", 9), pad(String(format: "%.3f", Double(tests) / Double(max(1, edges))), 11), pad(worst, 24),
              String(format: "%.1f", seconds * 1e3) + (plan.fallback.map { " (per point: \($0))" } ?? ""))
    }

    static func pad(_ s: String, _ n: Int) -> String { EngineBenchmark.pad(s, n) }
}
