import Foundation
import HitTestKit
import HitTraceJSON

/// Parse and decode speed for one file: where the decoding time goes.
enum FileBenchmark {
    static func run(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { print("cannot read \(path)"); return }
        let bytes = [UInt8](data)
        let mb = Double(bytes.count) / 1e6
        let iterations = Measure.iterations(forBytes: bytes.count)
        let parse = Measure.bestPerRun(5, iterations: iterations) { _ = try? JSONParser.parse(bytes, limits: .init(maxNesting: 10_000_000)) }
        let decode = Measure.bestPerRun(5, iterations: iterations) {
            _ = try? HierarchyDecoder.decode(json: bytes, limits: .init(maxViews: 10_000_000, maxDepth: 5_000_000))
        }
        let python = Measure.pythonJSONLoads(bytes, repeats: 5, iterations: iterations)
        print("file \(path): \(String(format: "%.2f", mb)) MB")
        print("JSON parse only:   \(String(format: "%.1f", mb / parse)) MB/s")
        print("hierarchy decode:  \(String(format: "%.1f", mb / decode)) MB/s")
        if let python { print("python json.loads: \(String(format: "%.1f", mb / python)) MB/s") }
    }
}

extension FileBenchmark {
    /// Times each of `count` decodes, to tell steady-state cost from one-time cost.
    static func series(path: String, count: Int) {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let bytes = [UInt8](data)
        var times: [Double] = []
        for _ in 0..<count {
            let t = Measure.best(1) { _ = try? HierarchyDecoder.decode(json: bytes, limits: .init(maxViews: 10_000_000, maxDepth: 5_000_000)) }
            times.append(t * 1000)
        }
        print(times.map { String(format: "%.2f", $0) }.joined(separator: " "), "ms")
    }
}

extension FileBenchmark {
    /// Hit-tests the realistic screen for a few seconds: a steady loop to profile.
    static func hitLoop() {
        guard let h = try? HierarchyDecoder.decode(json: Generators.realisticScreen()) else { return }
        var engine = HitTestEngine()
        var rng = SplitMix(seed: 7)
        let points = (0..<4096).map { _ in Point(x: Double(rng.next() % 390), y: Double(rng.next() % 844)) }
        var sink: Int32 = 0
        let n = 20_000_000
        let t = Measure.best(1) {
            for i in 0..<n { sink &+= engine.hitTest(h, at: points[i & 4095])?.view ?? 0 }
        }
        print(String(format: "%.1f ns per hit test", t / Double(n) * 1e9), sink == 42 ? "" : "")
    }
}

extension FileBenchmark {
    /// Decodes the realistic screen (or a file) `count` times: a steady loop to profile, with its mean.
    static func decodeLoop(path: String?, count: Int) {
        let bytes = path.flatMap { FileManager.default.contents(atPath: $0) }.map { [UInt8]($0) } ?? Generators.realisticScreen()
        var views = 0
        let seconds = Measure.best(1) {
            for _ in 0..<count { views &+= (try? HierarchyDecoder.decode(json: bytes))?.viewCount ?? 0 }
        }
        let mb = Double(bytes.count) * Double(count) / 1e6
        print("decoded \(count) × \(bytes.count) bytes: \(String(format: "%.1f", seconds / Double(count) * 1e6)) µs each, \(String(format: "%.1f", mb / seconds)) MB/s (\(views / count) views)")
    }
}
