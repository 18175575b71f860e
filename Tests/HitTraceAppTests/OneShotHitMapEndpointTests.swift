import Testing
import HitTestKit
import TestSupport

/// A window with a 20×30 button.
private let window = #"{"root": {"id": "w", "frame": [0, 0, 40, 30], "subviews": [{"id": "b", "class": "UIButton", "frame": [0, 0, 20, 30]}]}}"#

/// `{"hierarchy": …}` followed by the options' members (`options` is an object's inside, without braces).
private func oneShotBody(_ hierarchy: String, _ options: String) -> String {
    #"{"hierarchy": \#(hierarchy)\#(options.isEmpty ? "" : ", " + options)}"#
}

/// POST /api/hit-map: the stored hit map's answer for a hierarchy brought in the body, nothing stored
/// (docs/API.md §13, "One-shot hit map").
@Suite struct OneShotHitMapEndpointTests {
    static let json = [("Content-Type", "application/json")]

    /// The same bytes, status and headers as the stored route, for presets, with and without options, in English
    /// and Chinese (by the query and by Accept-Language), with the audit in the body or the query.
    @Test(arguments: ["seed-demo", "enlarged-hit-area"])
    func theAnswerIsTheStoredRoutesAnswer(preset: String) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchy = try Fixtures.text("public/presets/\(preset).json")
        let id = try app.upload(Array(hierarchy.utf8))
        let options = ["", #""step": 4, "region": {"x": 10, "y": 20, "width": 300, "height": 400}, "audit": "hig""#, #""step": 8"#]
        let variants: [(query: String, headers: [(String, String)])] = [
            ("", []), ("?lang=zh", []), ("", [("Accept-Language", "zh-CN,zh;q=0.9")]), ("?audit=wcag-aa&lang=zh", []),
        ]
        for option in options {
            for (query, headers) in variants {
                let stored = try app.request("POST", "/api/hierarchies/\(id)/hit-map\(query)", headers: Self.json + headers,
                                             json: "{\(option)}")
                let oneShot = try app.request("POST", "/api/hit-map\(query)", headers: Self.json + headers,
                                              json: oneShotBody(hierarchy, option))
                #expect(stored.status == 200 && oneShot.status == 200, "\(option) \(query): \(oneShot.text.prefix(300))")
                #expect(oneShot.body == stored.body, "\(preset) {\(option)} \(query) \(headers)")
                #expect(oneShot.header("Vary") == "Accept-Language" && oneShot.header("Content-Type") == stored.header("Content-Type"))
            }
        }
        // The audit in the body wins over the query's, as on the stored route.
        let zh = try app.request("POST", "/api/hit-map?audit=material&lang=zh", headers: Self.json, json: oneShotBody(hierarchy, #""audit": "hig""#))
        #expect(try zh.json()["auditProfile"]?["name"]?.string == "hig")
    }

    /// The body is checked as the other one-shot routes check theirs (`invalid_options` for its own fields, `invalid_hierarchy`, the hierarchy's
    /// problems at `$.hierarchy…` paths), then the options as the stored route checks them (`invalid_hit_map`,
    /// `limit_exceeded`).
    @Test(arguments: [
        ("[]", 422, "invalid_options", "$"),
        (#"{"step": 1}"#, 422, "invalid_hierarchy", "$.hierarchy"),
        (oneShotBody(window, #""stride": 1"#), 422, "invalid_options", "$.stride"),
        (#"{"hierarchy": {"root": {"id": "card", "frame": [0, 0, -1, 10]}}}"#, 422, "invalid_hierarchy", "$.hierarchy.root.frame[2]"),
        (#"{"hierarchy": {}}"#, 422, "invalid_hierarchy", "$.hierarchy.root"),
        (oneShotBody(window, #""step": 0"#), 422, "invalid_hit_map", "$.step"),
        (oneShotBody(window, #""step": "1""#), 422, "invalid_hit_map", "$.step"),
        (oneShotBody(window, #""region": {"x": 0, "y": 0, "width": 10}"#), 422, "invalid_hit_map", "$.region.height"),
        (oneShotBody(window, #""region": {"x": 0, "y": 0, "width": 10, "height": 10, "z": 0}"#), 422, "invalid_hit_map", "$.region.z"),
        (oneShotBody(window, #""audit": "nope""#), 422, "invalid_hit_map", "$.audit"),
        (oneShotBody(window, #""audit": 3"#), 422, "invalid_hit_map", "$.audit"),
        (oneShotBody(window, #""step": 0.001"#), 422, "limit_exceeded", "$.step"),
        ("{", 400, "malformed_json", nil),
    ] as [(String, Int, String, String?)])
    func badBodiesAreRefused(body: String, status: Int, code: String, path: String?) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.request("POST", "/api/hit-map", headers: Self.json, json: body)
        #expect(response.status == status, "\(response.text.prefix(300))")
        let error = try response.json()["error"]
        #expect(error?["code"]?.string == code)
        if let path { #expect(error?["path"]?.string == path, "\(response.text.prefix(300))") }
    }

    @Test func theErrorsSayWhatIsExpectedAndNameTheView() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let unknown = try app.request("POST", "/api/hit-map", headers: Self.json, json: oneShotBody(window, #""stride": 1"#))
        #expect(try unknown.json()["error"]?["message"]?.string == #"unknown field "stride"; expected "hierarchy", "step", "region", "audit" and "format""#)
        let missing = try app.request("POST", "/api/hit-map", headers: Self.json, json: "{}")
        #expect(try missing.json()["error"]?["message"]?.string == "is required")
        let frame = try app.request("POST", "/api/hit-map", headers: Self.json,
                                    json: #"{"hierarchy": {"root": {"id": "card", "frame": [0, 0, -1, 10]}}}"#)
        #expect(try frame.json()["error"]?["message"]?.string == "card.frame.width must not be negative (found -1)")
        // The stored route still lists only its options.
        let id = try app.upload(Array(window.utf8))
        let stored = try app.request("POST", "/api/hierarchies/\(id)/hit-map", headers: Self.json, json: #"{"stride": 1}"#)
        #expect(try stored.json()["error"]?["message"]?.string == #"unknown field "stride"; expected "step", "region" and "audit""#)
        let text = try app.request("POST", "/api/hit-map", headers: [("Content-Type", "text/plain")], json: oneShotBody(window, ""))
        #expect(text.status == 415)
        #expect(try text.json()["error"]?["code"]?.string == "unsupported_media_type")
    }

    /// A map per pointer move of a drag: none of them stores anything.
    @Test func nothingIsStored() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        _ = try app.upload(try Fixtures.seedDemoJSON())
        let before = try app.get("/api/hierarchies").text
        for x in 0..<5 {
            let moved = #"{"root": {"id": "w", "frame": [0, 0, 40, 30], "subviews": [{"id": "b", "class": "UIButton", "frame": [\#(x), 0, 20, 30]}]}}"#
            #expect(try app.request("POST", "/api/hit-map", headers: Self.json, json: oneShotBody(moved, "")).status == 200)
        }
        #expect(try app.request("POST", "/api/hit-map", headers: Self.json, json: oneShotBody(window, #""step": 0"#)).status == 422)
        #expect(try app.get("/api/hierarchies").text == before)
        #expect(try app.get("/api/hierarchies").json()["items"]?.count == 1)
    }
}
