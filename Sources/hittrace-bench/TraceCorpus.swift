import Foundation
import HitTestKit
import HitTraceJSON
import Answers

/// Every rendering of a trace, for many hierarchies and touches, hashed: run before and after a change to the
/// renderers or the simulation, the hash (and the file of outputs, to compare with `cmp`) must not change.
/// `--trace-corpus [OUT]`, from the repository's root: the presets of public/presets and
/// Tests/Fixtures/names-that-need-escaping-*.json; taps on a grid and at awkward numbers, gestures and
/// two-finger sequences; the trace JSON (with and without its storage ids, and in Chinese), the hit-test-only
/// JSON and both text logs of each. Then the other answers that carry sentences (`AnswerCorpus`), for those and
/// for imported dumps of the test fixtures: hit maps with their audits, checks, why-not answers. A second line
/// hashes the check sentences in every language (`SentenceCorpus`), which the answers above write in English.
enum TraceCorpus {
    static func fnv1a(_ bytes: some Sequence<UInt8>, _ seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var h = seed
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    static func run(out: String?) {
        var outputs: [UInt8] = []
        var renders = 0
        var touchCount = 0
        for (name, h) in hierarchies() {
            for (touchJSON, input) in touches(for: h) {
                touchCount += 1
                let simulation = h.simulate(input)
                let id = name.hasPrefix("tricky") ? "t_\"</script>\\\u{1}é" : "t_0123456789abcdef0123456789abcdef"
                let pieces: [[UInt8]] = [
                    TraceJSON.render(simulation, in: h, touchJSON: touchJSON, id: id, hierarchyID: name),
                    TraceJSON.render(h.simulate(input), in: h, touchJSON: touchJSON, id: id, hierarchyID: name, lang: .zh),
                    TraceJSON.render(simulation, in: h, touchJSON: touchJSON),
                    TraceJSON.render(simulation.trace, in: h),
                    Array(TraceTextLog.render(simulation, in: h).utf8),
                    Array(TraceTextLog.render(simulation.trace, in: h).utf8),
                    // Delivery cut short by small limits: the "truncated" object.
                    TraceJSON.render(simulation.trace, in: h, delivery: DeliveryJSON.render(
                        h.deliver(input, misses: simulation.trace.misses, limits: DeliveryLimits(timelineEntries: 3, work: 40)), in: h)),
                    TraceJSON.render(simulation.trace, in: h, delivery: DeliveryJSON.render(
                        h.deliver(input, misses: simulation.trace.misses, limits: DeliveryLimits(work: 30)), in: h)),
                ]
                for p in pieces {
                    outputs += Array("\n=== \(name) \(String(decoding: touchJSON, as: UTF8.self))\n".utf8)
                    outputs += p
                    renders += 1
                }
            }
        }
        let imported = AnswerCorpus.importedFixtures()
        for (name, h) in imported {
            for (touchJSON, input) in touches(for: h, awkward: false) {
                touchCount += 1
                let simulation = h.simulate(input)
                for p in [TraceJSON.render(simulation, in: h, touchJSON: touchJSON),
                          TraceJSON.render(h.simulate(input), in: h, touchJSON: touchJSON, lang: .zh),
                          Array(TraceTextLog.render(simulation, in: h).utf8)] {
                    outputs += Array("\n=== \(name) \(String(decoding: touchJSON, as: UTF8.self))\n".utf8)
                    outputs += p
                    renders += 1
                }
            }
        }
        for (name, h) in hierarchies() + imported {
            for (what, p) in AnswerCorpus.answers(h) {
                outputs += Array("\n=== \(name) \(what)\n".utf8)
                outputs += p
                renders += 1
            }
        }
        if let out, !FileManager.default.createFile(atPath: out, contents: Data(outputs)) { print("cannot write \(out)") }
        print(String(format: "%d touches, %d renderings, %d bytes, fnv1a %016llx", touchCount, renders, outputs.count,
                     fnv1a(outputs)))
        print(SentenceCorpus.hash(hierarchies() + imported))
    }

    /// The presets that are hierarchies (index.json is the list of them), then the ones with names that need
    /// escaping (run from the repository's root).
    static func hierarchies() -> [(String, Hierarchy)] {
        var result: [(String, Hierarchy)] = []
        let dir = "public/presets"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        for file in files where file != "index.json" {
            guard let data = FileManager.default.contents(atPath: dir + "/" + file) else { continue }
            do { result.append((file, try HierarchyDecoder.decode(json: [UInt8](data)))) } catch {
                print("\(file): \(error)")
            }
        }
        if result.count != files.count - 1 { print("warning: only \(result.count) presets decoded from \(dir)") }
        // Ids, classes and recognizer ids that need escaping, shared with TraceRenderReferenceTests.
        for i in 1...2 {
            let file = "Tests/Fixtures/names-that-need-escaping-\(i).json"
            guard let data = FileManager.default.contents(atPath: file) else { print("warning: no \(file)"); continue }
            do { result.append(("tricky\(i - 1)", try HierarchyDecoder.decode(json: [UInt8](data)))) } catch {
                print("\(file): \(error)")
            }
        }
        return result
    }

    /// Taps on a grid over the first window and beyond it, at numbers that are awkward to print, and the
    /// gestures and two-finger sequences, each as (canonical JSON, input).
    static func touches(for h: Hierarchy, awkward withAwkward: Bool = true) -> [([UInt8], TouchInput)] {
        var texts: [String] = []
        for gx in stride(from: -10.0, through: 400, by: 23.5) {
            for gy in stride(from: -10.0, through: 700, by: 31.25) { texts.append("{\"x\": \(gx), \"y\": \(gy)}") }
        }
        let awkward = ["0.1", "1e-7", "-0.0", "0", "1e20", "-1e300", "12.345678901234567", "0.30000000000000004",
                       "187.5", "93.75", "133.33333333333334", "9007199254740993", "5e-324", "40", "100", "300"]
        if withAwkward { for x in awkward { for y in awkward { texts.append("{\"x\": \(x), \"y\": \(y)}") } } }
        for (x, y) in [(40, 100), (120, 300), (200, 200), (30, 620), (100, 150), (60, 160), (300, 400), (187, 500)] {
            texts.append("{\"gesture\": \"tap\", \"x\": \(x), \"y\": \(y)}")
            texts.append("{\"gesture\": \"doubleTap\", \"x\": \(x), \"y\": \(y)}")
            texts.append("{\"gesture\": \"doubleTap\", \"x\": \(x), \"y\": \(y), \"interval\": 0.4}")
            texts.append("{\"gesture\": \"longPress\", \"x\": \(x), \"y\": \(y)}")
            texts.append("{\"gesture\": \"longPress\", \"x\": \(x), \"y\": \(y), \"duration\": 0.3}")
            texts.append("{\"gesture\": \"drag\", \"from\": {\"x\": \(x), \"y\": \(y)}, \"to\": {\"x\": \(x + 5), \"y\": \(y - 200)}}")
            texts.append("{\"gesture\": \"drag\", \"from\": {\"x\": \(x), \"y\": \(y)}, \"to\": {\"x\": \(x + 3), \"y\": \(y + 4)}, \"duration\": 1.2, \"steps\": 3}")
            texts.append("{\"gesture\": \"pinch\", \"x\": \(x), \"y\": \(y)}")
            texts.append("{\"gesture\": \"pinch\", \"x\": \(x), \"y\": \(y), \"distance\": 200, \"endDistance\": 20}")
            texts.append("""
            {"sequence": [{"t": 0, "phase": "began", "x": \(x), "y": \(y)}, {"t": 0.05, "phase": "began", "x": \(x + 40), "y": \(y + 10), "finger": 1},
            {"t": 0.1, "phase": "moved", "x": \(x + 1), "y": \(y + 1)}, {"t": 0.12, "phase": "stationary", "x": \(x + 1), "y": \(y + 1)},
            {"t": 0.2, "phase": "moved", "x": \(x + 60), "y": \(y + 90), "finger": 1}, {"t": 0.3, "phase": "ended", "x": \(x + 1), "y": \(y + 1)},
            {"t": 0.35, "phase": "cancelled", "x": \(x + 60), "y": \(y + 90), "finger": 1}]}
            """)
            texts.append("""
            {"sequence": [{"t": 0, "phase": "began", "x": \(x), "y": \(y)}, {"t": 0.2, "phase": "moved", "x": \(x), "y": \(y + 30)},
            {"t": 0.7, "phase": "moved", "x": \(x), "y": \(y + 300)}, {"t": 1.0, "phase": "ended", "x": \(x), "y": \(y + 301)}]}
            """)
        }
        return texts.map { text in
            let doc = try! JSONParser.parse(Array(text.utf8))
            return (JSONCanonical.render(doc.root), try! TouchInput.decode(doc.root))
        }
    }
}
