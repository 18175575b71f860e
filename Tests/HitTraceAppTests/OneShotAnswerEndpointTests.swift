import Testing
import HitTestKit
import HitTraceJSON
import TestSupport

/// POST /api/hit-test with `"include"`: what an edit on the page needs in one request — the trace, the
/// normalized hierarchy, the hit map — each part the same bytes its own route answers; and POST
/// /api/hit-map.svg, the stored picture's one-shot twin. Nothing is stored (docs/API.md §8).
@Suite struct OneShotAnswerEndpointTests {
    static let tap = #"{"x": 40, "y": 100}"#

    @Test func eachPartIsWhatItsOwnRouteAnswers() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchy = try Fixtures.text("public/presets/seed-demo.json")
        let trace = try app.request("POST", "/api/hit-test?lang=zh", json: #"{"hierarchy": \#(hierarchy), "touch": \#(Self.tap)}"#)
        let map = try app.request("POST", "/api/hit-map?lang=zh", json: #"{"hierarchy": \#(hierarchy), "step": 4}"#)
        let all = try app.request("POST", "/api/hit-test?lang=zh", json: """
            {"hierarchy": \(hierarchy), "touch": \(Self.tap), "include": ["hierarchy", "hitMap"], "hitMap": {"step": 4}}
            """)
        #expect(all.status == 200, "\(all.text.prefix(300))")
        let answer = try all.json()
        #expect(answer.members.map(\.0) == ["trace", "hierarchy", "hitMap"])
        #expect(JSONCanonical.render(try trace.json()) == answer["trace"].map(JSONCanonical.render))
        #expect(JSONCanonical.render(try map.json()) == answer["hitMap"].map(JSONCanonical.render))
        #expect(answer["hierarchy"]?["windows"]?.elements.first(where: { _ in true })?["id"]?.string == "window")
        #expect(answer["hierarchy"]?["id"] == nil, "nothing is stored, so there is no id")
        // Only the trace and the hierarchy; no hit map unless asked.
        let two = try app.request("POST", "/api/hit-test", json: #"{"hierarchy": \#(hierarchy), "touch": \#(Self.tap), "include": ["hierarchy"]}"#)
        #expect(try two.json().members.map(\.0) == ["trace", "hierarchy"])
        #expect(try app.get("/healthz").json()["hierarchies"]?.number == 0)
    }

    @Test(arguments: [
        (#""include": "hitMap""#, "$.include"),
        (#""include": ["hitMap", "hitMap"]"#, "$.include[1]"),
        (#""include": ["picture"]"#, "$.include[0]"),
        (#""hitMap": {"step": 4}"#, "$.hitMap"),
        (#""include": ["hitMap"], "hitMap": {"step": -1}"#, "$.hitMap.step"),
        (#""include": ["hitMap"], "hitMap": {"zoom": 2}"#, "$.hitMap.zoom"),
    ])
    func badPartsAreNamedWhereTheyAre(part: String, path: String) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchy = try Fixtures.text("public/presets/seed-demo.json")
        let response = try app.request("POST", "/api/hit-test", json: #"{"hierarchy": \#(hierarchy), "touch": \#(Self.tap), \#(part)}"#)
        #expect(response.status == 422, "\(response.text.prefix(300))")
        let error = try response.json()["error"]
        #expect(error?["path"]?.string == path, "\(response.text.prefix(300))")
    }

    @Test func theOneShotPictureIsTheStoredOnesPicture() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchy = try Fixtures.text("public/presets/seed-demo.json")
        let id = try app.upload(Array(hierarchy.utf8))
        let stored = try app.get("/api/hierarchies/\(id)/hit-map.svg?step=4&audit=hig")
        let oneShot = try app.request("POST", "/api/hit-map.svg", json: #"{"hierarchy": \#(hierarchy), "step": 4, "audit": "hig"}"#)
        #expect(oneShot.status == 200 && oneShot.header("Content-Type") == "image/svg+xml; charset=utf-8")
        #expect(oneShot.body == stored.body)
        #expect(try app.request("POST", "/api/hit-map.svg", json: #"{"hierarchy": \#(hierarchy), "step": 0}"#).status == 422)
    }
}
