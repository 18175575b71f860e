import Foundation
import Testing
import TestSupport
@testable import HitTestKit
import HitTraceJSON
@testable import Answers
@testable import Sentences

/// `HitTestStep.sentence(in:)` is the text of the step's `message` in the rendered trace: one generator, two
/// spellings (a String here, copied bytes in the renderer).
@Suite struct StepSentenceTests {
    static func check(_ h: Hierarchy, gridStep: Double) throws -> Int {
        var compared = 0
        for x in stride(from: -5.0, through: 430, by: gridStep) {
            for y in stride(from: -5.0, through: 930, by: gridStep * 1.7) {
                let trace = h.trace(x + 0.25, y - 0.5)
                let json = try JSONParser.parse(TraceJSON.render(trace, in: h))
                let messages = json.root["steps"]?.elements.map { $0["message"]?.string } ?? []
                try #require(messages.count == trace.steps.count)
                for (step, message) in zip(trace.steps, messages) {
                    #expect(step.sentence(in: h) == message)
                    compared += 1
                }
            }
        }
        return compared
    }

    @Test func everyPresetsSentencesAreItsMessages() throws {
        let dir = Repository.root.appendingPathComponent("public/presets")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") && $0 != "index.json" }
        var compared = 0
        for file in files.sorted() {
            compared += try Self.check(try HierarchyDecoder.decode(json: try Fixtures.bytes("public/presets/" + file)), gridStep: 53)
        }
        #expect(compared > 1_000)
    }

    /// Names with quotes, `</script>`, `&` and control characters: unescaped in the sentence, escaped in the JSON.
    @Test func namesThatNeedEscaping() throws {
        for file in 1...2 {
            let h = try HierarchyDecoder.decode(json: try Fixtures.bytes("Tests/Fixtures/names-that-need-escaping-\(file).json"))
            #expect(try Self.check(h, gridStep: 23) > 100)
        }
    }

    @Test func theSentencesSpelled() throws {
        let h = try Fixtures.window(#"{"id": "a<&>", "frame": [10, 10, 100, 100]}, {"id": "off", "frame": [0, 0, 5, 5], "hidden": true}"#)
        let sentences = h.trace(20.5, 1e-7).steps.map { $0.sentence(in: h) }
        #expect(sentences.contains("window.hitTest((20.5, 1e-07))"))
        #expect(sentences.contains("window.pointInside((20.5, 1e-07)) → YES"))
        #expect(sentences.contains("off.hitTest returns nil: hidden"))
        #expect(sentences.contains("window.hitTest returns window: no subview took it"))
        let inside = h.trace(20, 20).steps.map { $0.sentence(in: h) }
        #expect(inside.contains("a<&>.hitTest((10, 10))"))
        #expect(inside.contains("window.hitTest returns a<&>: a subview took it"))
    }
}
