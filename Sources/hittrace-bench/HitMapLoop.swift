import Foundation
import HitTestKit

/// `--hit-map-loop FILE [STEP]`: where a hit-map report's time goes on one hierarchy (for profiling with perf),
/// best of LOOPS runs each: the region plan, the map alone, and the whole report (map, areas, dead zones, audit).
enum HitMapLoop {
    static func run(path: String, step: Double, loops: Int) {
        let h: Hierarchy
        do { h = try Generators.hierarchy(file: path) } catch {
            print("decode failed: \(error)")
            return
        }
        guard let region = h.screenRegion else { print("no visible window"); return }
        let grid = HitMapGrid(region: region, step: step)
        var plan: HitMapPlan?
        var map: HitMap?
        var report: HitMapReport?
        let planSeconds = Measure.best(loops) { plan = HitMapPlan(h, grid: grid) }
        let mapSeconds = Measure.best(loops) { map = HitMap(h, grid: grid) }
        let reportSeconds = Measure.best(loops) { report = HitMapReport(h, plan: plan!) }
        print("\(h.viewCount) views, step \(step): \(grid.pointCount) points, plan estimates \(Int(plan!.segments)) segments" +
              (plan!.fallback.map { " (falls back: \($0))" } ?? ""))
        print(String(format: "plan %.2f ms, map %.2f ms (%d hit tests), report %.2f ms (%d dead zones, %d audit findings); best of %d",
                     planSeconds * 1e3, mapSeconds * 1e3, map!.hitTests, reportSeconds * 1e3, report!.deadZones.count, report!.audit.count, loops))
    }
}
