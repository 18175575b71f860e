// Benchmarks for the engine (issue "hit-testing engine"): decode speed against Python's json.loads on the same
// bytes, hit-tests per second with and without a trace, and memory per view. Figures, never assertions.
// Run: swift run -c release hittrace-bench [--quick] [--file hierarchy.json] [--hit-map] [--import] [--import-xml]
//      profiling loops: [--hit-loop] [--decode-loop [FILE]] (LOOPS=n decodes, default 2000); --print-realistic
//      [--trace-loop [FILE]] (LOOPS=n new touches simulated and rendered, on the seed demo by default)
//      --print-dense (the 2001-view screen); --print-transformed VIEWS PERCENT (a screen with that share of
//      its views transformed); --export-flat FILE (for scripts/bench/hitmap_loop.c)
//      --hit-map-rows (hit tests per row against the edges crossing it; also printed by --hit-map)
//      --hit-map-loop FILE [STEP] (LOOPS=n, default 20: the plan, the map and the whole report, timed apart)
//      [--trace-corpus [OUT]]: a hash of every rendering of many traces (renderers must keep it unchanged)
import Foundation
import HitTestKit

let args = CommandLine.arguments
if args.contains("--import-xml") {
    XMLImportBenchmark.run()
} else if args.contains("--import") {
    ImportBenchmark.run()
} else if args.contains("--hit-map-rows") {
    HitMapRowBound.run()
} else if args.contains("--hit-map") {
    HitMapBenchmark.run(quick: args.contains("--quick"))
    print("")
    HitMapRowBound.run()
} else if args.contains("--print-dense") {
    // The 2001-view dense screen of the hit-map benchmark (scripts/bench-hitmap.sh).
    FileHandle.standardOutput.write(Data(Generators.denseScreen()))
} else if let i = args.firstIndex(of: "--print-transformed"), i + 2 < args.count, let views = Int(args[i + 1]), let percent = Int(args[i + 2]) {
    // A generated screen with a share of its views transformed (scripts/bench-hitmap.sh).
    FileHandle.standardOutput.write(Data(Generators.transformedScreen(views: views, percent: percent)))
} else if let i = args.firstIndex(of: "--export-flat"), i + 1 < args.count {
    // A hierarchy (JSON, or a recursiveDescription dump) as the flat text scripts/bench/hitmap_loop.c reads.
    do {
        FileHandle.standardOutput.write(Data(Generators.flat(try Generators.hierarchy(file: args[i + 1])).utf8))
    } catch {
        FileHandle.standardError.write(Data("export failed: \(error)\n".utf8))
        exit(1)
    }
} else if let i = args.firstIndex(of: "--hit-map-loop"), i + 1 < args.count {
    let step = i + 2 < args.count ? Double(args[i + 2]) ?? 1 : 1
    HitMapLoop.run(path: args[i + 1], step: step, loops: Int(ProcessInfo.processInfo.environment["LOOPS"] ?? "") ?? 20)
} else if args.contains("--print-realistic") {
    // The realistic screen's JSON, to feed other tools (python, callgrind) the same bytes.
    FileHandle.standardOutput.write(Data(Generators.realisticScreen()))
} else if let i = args.firstIndex(of: "--decode-loop") {
    let file = i + 1 < args.count && !args[i + 1].hasPrefix("--") ? args[i + 1] : nil
    FileBenchmark.decodeLoop(path: file, count: Int(ProcessInfo.processInfo.environment["LOOPS"] ?? "") ?? 2_000)
} else if let i = args.firstIndex(of: "--trace-loop") {
    let file = i + 1 < args.count && !args[i + 1].hasPrefix("--") ? args[i + 1] : nil
    TraceBenchmark.loop(path: file, count: Int(ProcessInfo.processInfo.environment["LOOPS"] ?? "") ?? 2_000)
} else if let i = args.firstIndex(of: "--trace-corpus") {
    TraceCorpus.run(out: i + 1 < args.count && !args[i + 1].hasPrefix("--") ? args[i + 1] : nil)
} else if args.contains("--hit-loop") {
    FileBenchmark.hitLoop()
} else if let i = args.firstIndex(of: "--file"), i + 1 < args.count {
    if args.contains("--series") { FileBenchmark.series(path: args[i + 1], count: 20) } else { FileBenchmark.run(path: args[i + 1]) }
} else {
    EngineBenchmark.run(quick: args.contains("--quick"))
}
