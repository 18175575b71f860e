import Foundation
import HitTestKit

/// The engine's figures: decode MB/s (vs Python json.loads), hit-tests/s with and without a trace, bytes per view.
enum EngineBenchmark {
    static func run(quick: Bool) {
        print("HitTrace engine benchmark (release build; best of several runs; figures, not assertions)")
        print("")
        var sizes = quick ? [100, 10_000] : [100, 1_000, 10_000, 100_000, 1_000_000]
        let args = CommandLine.arguments
        if let i = args.firstIndex(of: "--max-views"), i + 1 < args.count, let cap = Int(args[i + 1]) {
            sizes = sizes.filter { $0 <= cap }
        }
        print(pad("hierarchy", 22), pad("views", 9), pad("MB", 7), pad("decode MB/s", 12), pad("python MB/s", 12),
              pad("ratio", 7), pad("hit ns", 9), pad("trace µs", 10), pad("model B/view", 13), pad("RSS B/view", 11))
        row("realistic screen", Generators.realisticScreen(), views: 0, quick: quick)
        for n in sizes {
            row("balanced (fanout 4)", Generators.balanced(n), views: n, quick: quick)
            row("chain", Generators.chain(n), views: n, quick: quick)
            row("wide row", Generators.wide(n), views: n, quick: quick)
        }
        print("")
        print("decode and python: best of several samples, each decoding the same bytes about 2 MB's worth of times.")
        print("hit ns: one trace-free hit test (Hierarchy engine, reused scratch) at random points; trace µs: the full")
        print("trace (steps, responder chain, misses). model B/view: the arrays' capacity and heap-allocated ids,")
        print("index included; RSS B/view: resident memory growth while only the decoded hierarchy is alive.")
    }

    static func row(_ name: String, _ makeBytes: @autoclosure () -> [UInt8], views: Int, quick: Bool) {
        let limits = HierarchyLimits(maxViews: 2_000_000, maxDepth: 2_000_000)
        let rssBefore = Measure.residentBytes()
        var bytes = makeBytes()
        let megabytes = Double(bytes.count) / 1_000_000
        let repeats = bytes.count > 50_000_000 ? 2 : (bytes.count > 5_000_000 ? 3 : 7)
        var decoded: Hierarchy?
        let iterations = Measure.iterations(forBytes: bytes.count)
        let decodeSeconds = Measure.bestPerRun(repeats, iterations: iterations) {
            decoded = try? HierarchyDecoder.decode(json: bytes, limits: limits)
        }
        guard let h = decoded else { print(name, "failed to decode"); return }
        let python = Measure.pythonJSONLoads(bytes, repeats: repeats, iterations: iterations)
        bytes = []
        decoded = nil
        // Decode once more with the bytes freed before reading memory, so only the hierarchy is counted.
        let rssWithHierarchy = Measure.residentBytes()
        let rssPerView = Double(max(0, rssWithHierarchy - rssBefore)) / Double(h.viewCount)

        var engine = HitTestEngine()
        var rng = SplitMix(seed: 42)
        let points = (0..<4096).map { _ in Point(x: Double(rng.next() % 390), y: Double(rng.next() % 844)) }
        let hitCount = quick ? 20_000 : (h.viewCount > 100_000 ? 2_000 : 200_000)
        var sink: Int32 = 0
        let hitSeconds = Measure.best(3) {
            for i in 0..<hitCount {
                sink &+= engine.hitTest(h, at: points[i & 4095])?.view ?? 0
            }
        }
        let traceCount = h.viewCount > 100_000 ? 1 : (h.viewCount > 10_000 ? 10 : (quick ? 200 : 2_000))
        let traceSeconds = Measure.best(h.viewCount > 100_000 ? 1 : 3) {
            for i in 0..<traceCount { sink &+= Int32(h.trace(at: points[i & 4095]).steps.count) }
        }
        if sink == 42 { print("") }  // keeps the work from being optimised away
        let decodeRate = megabytes / decodeSeconds
        let pythonRate = python.map { megabytes / $0 }
        print(pad(name, 22), pad(String(h.viewCount), 9), pad(fmt(megabytes, 2), 7), pad(fmt(decodeRate, 1), 12),
              pad(pythonRate.map { fmt($0, 1) } ?? "n/a", 12), pad(pythonRate.map { fmt(decodeRate / $0, 2) + "x" } ?? "n/a", 7),
              pad(fmt(hitSeconds / Double(hitCount) * 1e9, 1), 9), pad(fmt(traceSeconds / Double(traceCount) * 1e6, 1), 10),
              pad(fmt(Double(h.modelBytes) / Double(h.viewCount), 0), 13), pad(fmt(rssPerView, 0), 11))
        fflush(nil)  // rows appear as they are measured, also when the output is a file
        _ = views
    }

    static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
    static func fmt(_ d: Double, _ places: Int) -> String { String(format: "%.\(places)f", d) }
}

/// A small deterministic random generator (the benchmark must be repeatable).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
