import Foundation
import Testing
import TestSupport
import HitTraceJSON
@testable import HitTraceApp
import HitTestKit
import Answers
import Sentences

/// One simulation serves every language (issue 25): a touch posted in any language is simulated once, and the
/// trace read again in another language, as the text log, or asked why-not is written from that simulation.
@Suite struct OneSimulationTests {
    static func simulated(_ app: InProcessApp) -> Int { app.app.api.touchesSimulated.load(ordering: .relaxed) }

    @Test func aChineseTouchIsSimulatedOnceAndReadAgainWithoutSimulating() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.bytes("public/presets/seed-demo.json"))
        let before = Self.simulated(app)
        let posted = try app.request("POST", "/api/hierarchies/\(id)/touches?lang=zh", json: #"{"x": 150, "y": 400, "expect": "blueView"}"#)
        #expect(posted.status == 201)
        #expect(Self.simulated(app) == before + 1)
        let trace = try JSONParser.parse(posted.body).root
        let traceID = try #require(trace["id"]?.string)
        // The English answer stored, the Chinese one again, the text log, and a why-not: no new simulation.
        for target in ["/api/traces/\(traceID)", "/api/traces/\(traceID)?lang=zh", "/api/traces/\(traceID)?format=text",
                       "/api/traces/\(traceID)/why-not/redView?lang=zh", "/api/traces/\(traceID)/why-not/blueView"] {
            #expect(try app.get(target).status == 200, "\(target)")
        }
        #expect(Self.simulated(app) == before + 1)
        // The same touch posted again, in either language, is the same trace: still one simulation.
        #expect(try app.request("POST", "/api/hierarchies/\(id)/touches", json: #"{"x": 150, "y": 400, "expect": "blueView"}"#).status == 201)
        #expect(try app.request("POST", "/api/hierarchies/\(id)/touches?lang=zh", json: #"{"x": 150, "y": 400, "expect": "blueView"}"#).status == 201)
        #expect(Self.simulated(app) == before + 1)
        #expect(try app.get("/api/traces/\(traceID)?lang=zh").body == posted.body)
    }

    /// A new trace answered in English with the default parts keeps no simulation (its answer is the stored
    /// trace): read in another language it is simulated once, then kept like any other. A touch asked in another
    /// language, or with the view it expects, keeps its simulation from the start (above).
    @Test func aPlainNewTraceKeepsNoSimulationUntilItIsReadInAnotherLanguage() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.bytes("public/presets/seed-demo.json"))
        let before = Self.simulated(app)
        let posted = try app.touch(id, Fixtures.redTap)
        #expect(posted.status == 201)
        let traceID = try #require(try JSONParser.parse(posted.body).root["id"]?.string)
        #expect(Self.simulated(app) == before + 1)
        #expect(app.app.api.simulations.value(for: traceID) == nil)
        let chinese = try app.get("/api/traces/\(traceID)?lang=zh")
        #expect(chinese.status == 200 && chinese.text.contains("命中视图"))
        #expect(Self.simulated(app) == before + 2)
        #expect(app.app.api.simulations.value(for: traceID) != nil)
        // Kept now: the text log, a why-not and Chinese again are written from it.
        for target in ["/api/traces/\(traceID)?format=text", "/api/traces/\(traceID)/why-not/blueView",
                       "/api/traces/\(traceID)?lang=zh"] {
            #expect(try app.get(target).status == 200, "\(target)")
        }
        #expect(Self.simulated(app) == before + 2)
        // The default answer never needed it: the same bytes as posted.
        #expect(try app.get("/api/traces/\(traceID)").body == posted.body)
    }

    /// Cold (after a restart, or once evicted), a trace read in another language is simulated again from the
    /// stored hierarchy and touch: the same data, so the same answer.
    @Test func coldTheTraceIsSimulatedAgainToTheSameAnswer() throws {
        let first = try InProcessApp()
        let id = try first.upload(try Fixtures.bytes("public/presets/seed-demo.json"))
        let posted = try first.request("POST", "/api/hierarchies/\(id)/touches?lang=zh", json: #"{"x": 40, "y": 100}"#)
        let traceID = try #require(try JSONParser.parse(posted.body).root["id"]?.string)
        first.stop()
        let app = try InProcessApp(reusing: first.directory)
        defer { app.finish() }
        #expect(try app.get("/api/traces/\(traceID)?lang=zh").body == posted.body)
        #expect(Self.simulated(app) == 1)
    }

    /// A hit map is worked out once and said in any language: the stored route's answer in English and in
    /// Chinese is, byte for byte, one report (map, areas, dead zones, audit) written in each language, and the
    /// two answers differ only in their sentences (`message`).
    @Test(arguments: ["hidden-alpha-interaction", "enlarged-hit-area", "subview-outside-parent", "imageview-button"])
    func aHitMapIsOneReportWrittenInEachLanguage(preset: String) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.bytes("public/presets/\(preset).json"))
        let options = #"{"step": 4, "audit": "hig"}"#
        let api = app.app.api
        let h = try api.hierarchy(id: id)
        let plan = try api.hitMapPlan(try JSONParser.parse(Array(options.utf8)).root, h, fields: API.hitMapOptions)
        let report = try #require(API.report(h, plan: plan, budget: .unlimited))
        let profile = try #require(try api.auditProfile("hig", path: "$.audit"))
        let audit = (profile, profile.audit(h, areas: ReceivingAreas(h, map: report.map)))
        #expect(!report.deadZones.isEmpty || !report.audit.isEmpty || !audit.1.isEmpty, "the map has sentences to say")
        var bodies: [SentenceLanguage: String] = [:]
        for lang in SentenceLanguage.allCases {
            let answer = try app.request("POST", "/api/hierarchies/\(id)/hit-map?lang=\(lang.rawValue)", json: options)
            #expect(answer.status == 200)
            #expect(answer.body == HitMapJSON.render(report, in: h, lang: lang, audit: audit), "\(lang)")
            bodies[lang] = answer.text
        }
        let en = try #require(bodies[.en]), zh = try #require(bodies[.zh])
        #expect(en != zh)
        #expect(Self.withoutMessages(en) == Self.withoutMessages(zh))
    }

    /// The answer with every `"message"` string emptied.
    static func withoutMessages(_ json: String) -> String {
        json.replacing(#/"message":"(?:[^"\\]|\\.)*"/#, with: #""message":"""#)
    }
}
