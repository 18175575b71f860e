import Foundation

/// Timing and memory readings for the benchmarks.
enum Measure {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The best of `repeats` runs, in seconds: the least disturbed by the other work on a noisy machine.
    static func best(_ repeats: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<repeats {
            let t0 = now()
            body()
            best = min(best, Double(now() - t0) / 1e9)
        }
        return best
    }

    /// How many times to run something that handles `bytes` bytes so that one timed sample handles about
    /// 2 MB: a single decode of a small file takes ~100 µs, and one such call alone, timed, measured the
    /// machine's noise (the same row varied 2x between runs) more than the code.
    static func iterations(forBytes bytes: Int) -> Int {
        max(1, 2_000_000 / max(bytes, 1))
    }

    /// The best of `repeats` samples of `iterations` runs each, in seconds per run.
    static func bestPerRun(_ repeats: Int, iterations: Int, _ body: () -> Void) -> Double {
        best(repeats) { for _ in 0..<iterations { body() } } / Double(iterations)
    }

    /// Resident memory now, in bytes (Linux /proc).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kb = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kb * 1024
        }
        return 0
    }

    /// Python's json.loads on the same bytes, timed as `bestPerRun` times ours: the best of `repeats` samples
    /// of `iterations` calls, in seconds per call (nil if python3 is missing).
    static func pythonJSONLoads(_ bytes: [UInt8], repeats: Int, iterations: Int = 1) -> Double? {
        let path = NSTemporaryDirectory() + "hittrace-bench-\(getpid()).json"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return nil }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = """
        import json, sys, time
        b = open(sys.argv[1], 'rb').read()
        def sample():
            t = time.perf_counter()
            for _ in range(\(iterations)):
                json.loads(b)
            return (time.perf_counter() - t) / \(iterations)
        print(min(sample() for _ in range(\(repeats))))
        """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script, path]
        let out = Pipe()
        p.standardOutput = out
        // json.loads recurses: deep chains raise RecursionError, which is reported as n/a, not a traceback.
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        p.waitUntilExit()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
