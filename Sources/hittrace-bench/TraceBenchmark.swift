import Foundation
import HitTestKit
import HitTraceJSON
import Answers

/// What a new touch costs the server beyond parsing and storing it: the simulation and the trace's JSON, as
/// `API.createTrace` runs them, on the seed demo at a different point each time (the points of
/// scripts/bench/post_unique_touch.lua).
enum TraceBenchmark {
    /// Simulates and renders `count` taps on a hierarchy file (the seed demo by default): a steady loop for
    /// callgrind, with the mean time of each half. Prints a checksum of the bodies so that the work is kept.
    static func loop(path: String?, count: Int) {
        let file = path ?? "public/presets/seed-demo.json"
        guard let data = FileManager.default.contents(atPath: file),
              let h = try? HierarchyDecoder.decode(json: [UInt8](data)) else { print("cannot decode \(file)"); return }
        let hierarchyID = "h_0123456789abcdef0123456789abcdef"
        // The touches are parsed before the timed loop: the loop measures what the brief's two calls cost.
        let touches = (1...count).map { i -> (TouchInput, [UInt8], String) in
            let x = (i * 7919) % 375
            let y = Double((i * 104729) % 667) + Double(i % 1000) / 1000
            let doc = try! JSONParser.parse(Array(String(format: "{\"x\": %d, \"y\": %.3f}", x, y).utf8))
            let id = "t_" + String(format: "%032x", i)
            return (try! TouchInput.decode(doc.root), JSONCanonical.render(doc.root), id)
        }
        var bytes = 0
        var checksum: UInt64 = 0
        var simulateNanos: UInt64 = 0
        var renderNanos: UInt64 = 0
        for (input, canonical, id) in touches {
            let t0 = Measure.now()
            let simulation = simulate(h, input)
            let t1 = Measure.now()
            let body = render(simulation, h, canonical, id, hierarchyID)
            let t2 = Measure.now()
            simulateNanos += t1 - t0
            renderNanos += t2 - t1
            bytes += body.count
            checksum = TraceCorpus.fnv1a(body, checksum)
        }
        print(String(format: "%d touches: simulate %.2f µs, render %.2f µs each; %d bytes each; checksum %016llx",
                     count, Double(simulateNanos) / Double(count) / 1e3, Double(renderNanos) / Double(count) / 1e3,
                     bytes / count, checksum))
    }

    // Not inlined, so that callgrind_annotate --inclusive=yes gives each call's instructions under one name.
    @inline(never)
    static func simulate(_ h: Hierarchy, _ input: TouchInput) -> TouchSimulation { h.simulate(input) }

    @inline(never)
    static func render(_ s: TouchSimulation, _ h: Hierarchy, _ touchJSON: [UInt8], _ id: String, _ hierarchyID: String) -> [UInt8] {
        TraceJSON.render(s, in: h, touchJSON: touchJSON, id: id, hierarchyID: hierarchyID)
    }
}
