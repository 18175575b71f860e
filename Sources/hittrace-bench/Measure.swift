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

    /// Resident memory now, in bytes (Linux /proc).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kb = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kb * 1024
        }
        return 0
    }

    /// Python's json.loads on the same bytes, best of `repeats`, in seconds (nil if python3 is missing).
    static func pythonJSONLoads(_ bytes: [UInt8], repeats: Int) -> Double? {
        let path = NSTemporaryDirectory() + "hittrace-bench-\(getpid()).json"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return nil }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = """
        import json, sys, time
        b = open(sys.argv[1], 'rb').read()
        best = min((lambda t: (json.loads(b), time.perf_counter() - t)[1])(time.perf_counter()) for _ in range(\(repeats)))
        print(best)
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
