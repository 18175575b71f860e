import Foundation
import HTTPServer
import HitTestKit
import HitTraceApp

/// The hit map's figures (issue "hit maps"): the whole 1-pt map of a 390×844 screen against (a) a plain loop
/// calling the trace-free hit test once per point on one core, the limit of the naive approach, and (b) the
/// same number of single-touch API calls, measured in-process through `HitTraceApp.handle` (routing, JSON
/// parsing, the trace, its rendering and the SQLite insert; no sockets), extrapolated from a sample.
enum HitMapBenchmark {
    static func run(quick: Bool) {
        let h: Hierarchy
        do { h = try HierarchyDecoder.decode(json: Generators.realisticScreen()) } catch { print("decode failed: \(error)"); return }
        let grid = HitMapGrid(region: Rect(x: 0, y: 0, width: 390, height: 844), step: 1)
        let n = Double(grid.pointCount)
        print("HitTrace hit-map benchmark (release build; best of several runs; \(ProcessInfo.processInfo.activeProcessorCount) cores)")
        print("hierarchy: realistic screen, \(h.viewCount) views; grid 390×844 at 1 pt = \(grid.pointCount) points")
        print("")

        var map: HitMap?
        let mapSeconds = Measure.best(quick ? 3 : 7) { map = HitMap(h, grid: grid) }
        var report: HitMapReport?
        let reportSeconds = Measure.best(quick ? 2 : 5) { report = HitMapReport(h, grid: grid) }

        // The naive loop: one core, one trace-free hit test per point, answers kept in a flat array.
        var naive = [Int32](repeating: 0, count: grid.pointCount)
        let naiveSeconds = Measure.best(quick ? 2 : 5) {
            var engine = HitTestEngine()
            for j in 0..<grid.rows {
                for i in 0..<grid.columns {
                    naive[j * grid.columns + i] = engine.hitTest(h, at: grid.point(column: i, row: j))?.view ?? -1
                }
            }
        }
        var identical = true
        if let map {
            for j in 0..<grid.rows where identical {
                for i in 0..<grid.columns where (map.view(column: i, row: j)?.index ?? -1) != Int(naive[j * grid.columns + i]) { identical = false; break }
            }
        }

        let calls = quick ? 500 : 3_000
        let apiSeconds = apiCalls(calls, grid: grid)

        let mapRate = n / mapSeconds, naiveRate = n / naiveSeconds
        print(pad("what", 46), pad("time", 12), "points/s")
        print(pad("hit map (all cores, map only)", 46), pad(ms(mapSeconds), 12), rate(mapRate))
        print(pad("hit map + areas, dead zones, audit", 46), pad(ms(reportSeconds), 12), rate(n / reportSeconds))
        print(pad("naive loop (1 core, trace-free hit test)", 46), pad(ms(naiveSeconds), 12), rate(naiveRate))
        if let apiSeconds {
            let perCall = apiSeconds / Double(calls)
            print(pad("\(grid.pointCount) single-touch API calls (in-process)", 46), pad(String(format: "%.1f s", perCall * n), 12),
                  rate(1 / perCall), "(\(calls) calls measured, \(String(format: "%.1f", perCall * 1e6)) µs each)")
            print("")
            print("map vs naive loop: \(String(format: "%.2f", mapRate / naiveRate))x; map vs API calls: \(String(format: "%.0f", mapRate * perCall))x")
        }
        print("map identical to the single-touch hit test at every point: \(identical ? "yes" : "NO")")
        if let report { print("dead zones: \(report.deadZones.count), audit findings: \(report.audit.count)") }
    }

    /// Seconds for `count` POST /api/hierarchies/{id}/touches through `handle`, each at a different grid point
    /// (so none is answered from the content-addressed trace cache), on a fresh database.
    static func apiCalls(_ count: Int, grid: HitMapGrid) -> Double? {
        let dir = NSTemporaryDirectory() + "hittrace-bench-hitmap-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard let app = try? HitTraceApp(configuration: AppConfiguration(databasePath: dir + "/bench.sqlite", maxTracesPerHierarchy: 1_000_000)) else { return nil }
        defer { app.close() }
        let json = ["Content-Type": "application/json"]
        let created = app.handleAndWait(HTTPRequest(method: .post, path: "/api/hierarchies", rawPath: "/api/hierarchies", headers: json,
                                             body: Generators.realisticScreen()))
        guard created.status == .created, let location = created.headers.first(where: { $0.0 == "Location" })?.1 else { return nil }
        let path = location + "/touches"
        var rng = SplitMix(seed: 7)
        let requests = (0..<count).map { _ in
            HTTPRequest(method: .post, path: path, rawPath: path, headers: json,
                        body: Array("{\"x\":\(rng.next() % UInt64(grid.columns)),\"y\":\(rng.next() % UInt64(grid.rows))}".utf8))
        }
        var failures = 0
        let t0 = Measure.now()
        for r in requests where app.handleAndWait(r).status != .created { failures += 1 }
        let seconds = Double(Measure.now() - t0) / 1e9
        if failures > 0 { print("(\(failures) API calls failed)") }
        return seconds
    }

    static func pad(_ s: String, _ n: Int) -> String { EngineBenchmark.pad(s, n) }
    static func ms(_ s: Double) -> String { String(format: "%.1f ms", s * 1e3) }
    static func rate(_ r: Double) -> String { String(format: "%.1f M", r / 1e6) }
}
