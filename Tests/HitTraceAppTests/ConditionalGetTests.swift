import Testing
import HitTestKit
import TestSupport

/// Entity tags, 304 Not Modified, `Vary` and `Accept` with qualities on the stored things that never change:
/// traces (content-addressed) and hierarchies (never rewritten). RFC 9110 §8.8.3 (ETag), §13.1.2
/// (If-None-Match), §12.5.1 (Accept), §12.5.5 (Vary).
@Suite(.serialized) struct ConditionalGetTests {
    @Test func aTraceHasATagPerFormAndIsNotSentAgainToWhoHasIt() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchyID = try app.upload(try Fixtures.seedDemoJSON())
        let created = try app.touch(hierarchyID, Fixtures.redTap)
        let location = try #require(created.header("Location"))
        let traceID = String(location.dropFirst("/api/traces/".count))
        #expect(created.header("ETag") == "\"\(traceID)\"")

        let english = try app.get(location)
        #expect(english.header("ETag") == "\"\(traceID)\"")
        #expect(english.header("Vary") == "Accept, Accept-Language")
        let chinese = try app.get(location + "?lang=zh")
        #expect(chinese.header("ETag") == "\"\(traceID)-zh\"")
        let log = try app.get(location, headers: [("Accept", "text/plain")])
        #expect(log.header("ETag") == "\"\(traceID)-text\"")

        for (target, headers, tag) in [(location, [(String, String)](), "\"\(traceID)\""),
                                       (location + "?lang=zh", [], "\"\(traceID)-zh\""),
                                       (location, [("Accept", "text/plain")], "\"\(traceID)-text\"")] {
            let again = try app.get(target, headers: headers + [("If-None-Match", tag)])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.header("ETag") == tag)
            // Another form's tag is not this one's.
            let other = try app.get(target, headers: headers + [("If-None-Match", "\"\(traceID)-xx\"")])
            #expect(other.status == 200)
        }
        #expect(try app.get(location, headers: [("If-None-Match", "W/\"\(traceID)\", \"x\"")]).status == 304)
        #expect(try app.get(location, headers: [("If-None-Match", "*")]).status == 304)

        // Gone is gone: a tag does not keep a deleted trace alive.
        #expect(try app.request("DELETE", "/api/hierarchies/\(hierarchyID)").status == 204)
        #expect(try app.get(location, headers: [("If-None-Match", "\"\(traceID)\"")]).status == 404)
    }

    @Test func aHierarchyHasATagPerFormOverARealSocket() throws {
        let app = try LiveApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemoJSON())
        let json = try app.get("/api/hierarchies/\(id)")
        #expect(json.header("ETag") == "\"\(id)\"")
        #expect(json.header("Vary") == "Accept")
        let again = try app.get("/api/hierarchies/\(id)", headers: [("If-None-Match", "\"\(id)\"")])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        let dump = try app.get("/api/hierarchies/\(id)", headers: [("Accept", "text/plain")])
        #expect(dump.header("ETag") == "\"\(id)-text\"")
        #expect(try app.get("/api/hierarchies/\(id)", headers: [("Accept", "text/plain"), ("If-None-Match", "\"\(id)-text\"")]).status == 304)
        #expect(try app.get("/api/hierarchies/h_nothere", headers: [("If-None-Match", "*")]).status == 404)
    }

    /// `Vary` wherever `Accept` or `Accept-Language` picks the answer (RFC 9110 §12.5.5), the same on every
    /// answer of one resource, over a real socket: POST /api/hit-test answers the text log or JSON by
    /// `Accept`, and the JSON's sentences by `Accept-Language`; the touches, why-not and hit-map answers write
    /// sentences in the asked language.
    @Test func everyAnswerThatDependsOnAcceptOrItsLanguageSaysSo() throws {
        let app = try LiveApp()
        defer { app.finish() }
        let seed = String(decoding: try Fixtures.seedDemoJSON(), as: UTF8.self)
        let oneShot = #"{"hierarchy": \#(seed), "touch": {"x": 40, "y": 100}}"#
        let both = "Accept, Accept-Language"
        let answers: [(String, [(String, String)], String, String)] = [
            ("/api/hit-test", [], oneShot, both),
            ("/api/hit-test", [("Accept", "text/plain")], oneShot, both),
            ("/api/hit-test", [("Accept-Language", "zh-CN")], oneShot, both),
            ("/api/hit-test", [], #"{"hierarchy": \#(seed), "touch": {"x": 40, "y": 100}, "include": ["hierarchy"]}"#, both),
            ("/api/why-not", [], #"{"hierarchy": \#(seed), "touch": {"x": 40, "y": 100}, "view": "grayView"}"#, "Accept-Language"),
            ("/api/hit-map", [], #"{"hierarchy": \#(seed), "step": 20}"#, "Accept-Language"),
        ]
        for (target, headers, body, vary) in answers {
            let r = try app.request("POST", target, headers: headers, json: body)
            #expect(r.status == 200 && r.header("Vary") == vary, "\(target) \(headers): \(r.status) \(r.header("Vary") ?? "no Vary")")
        }
        // The text answer is the text log, the JSON one the trace: Accept decided.
        let text = try app.request("POST", "/api/hit-test", headers: [("Accept", "text/plain")], json: oneShot)
        #expect(text.header("Content-Type")?.hasPrefix("text/plain") == true)
        let id = try app.upload(try Fixtures.seedDemoJSON())
        #expect(try app.touch(id, Fixtures.redTap).header("Vary") == "Accept-Language")
    }

    @Test func acceptIsReadWithItsQualities() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemoJSON())
        func isText(_ accept: String) throws -> Bool {
            try app.get("/api/hierarchies/\(id)", headers: [("Accept", accept)]).header("Content-Type")?.hasPrefix("text/plain") == true
        }
        #expect(try isText("text/plain"))
        #expect(try isText("text/*"))
        #expect(try isText("text/plain, */*;q=0.5"))
        #expect(try isText("application/json;q=0.4, text/plain"))
        #expect(try isText("text/plain, application/json"))  // equal: the one named first
        #expect(try !isText("application/json, text/plain"))
        #expect(try !isText("text/plain;q=0.2, application/json"))
        #expect(try !isText("text/plain;q=0"))
        #expect(try !isText("*/*"))
        #expect(try !isText("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"))
        #expect(try !isText("application/json"))
    }
}
