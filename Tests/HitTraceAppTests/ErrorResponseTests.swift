import Testing
import HitTestKit
import HitTraceJSON
import Answers
import TestSupport

/// Every failure is `{"error": {"code", "message", "path"?, "errors"?}}` with its status (docs/API.md, "Errors").
@Suite(.serialized) struct ErrorResponseTests {
    @Test func unknownIDsAndPathsAre404JSON() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        for (method, target) in [
            ("GET", "/api/hierarchies/h_aaaaaaaaaaaaaaaa"), ("DELETE", "/api/hierarchies/h_aaaaaaaaaaaaaaaa"),
            ("GET", "/api/traces/t_00000000000000000000000000000000"), ("GET", "/api/nope"), ("GET", "/nope.html"),
        ] {
            let response = try app.request(method, target)
            #expect(response.status == 404, "\(method) \(target)")
            #expect(response.mediaType == "application/json")
            #expect(response.errorCode == "not_found")
            #expect(try response.json()["error"]?["message"]?.string?.isEmpty == false)
        }
    }

    /// docs/API.md, `POST /api/hierarchies/{id}/touches`: the body is validated before the hierarchy is looked
    /// up, so a bad touch is the client's first news whichever id it names.
    @Test func aTouchIsValidatedBeforeItsHierarchyIsLookedUp() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let target = "/api/hierarchies/h_aaaaaaaaaaaaaaaa/touches"
        let invalid = try app.request("POST", target, json: #"{"x": "a", "y": 1}"#)
        #expect(invalid.status == 422)
        #expect(invalid.errorCode == "invalid_touch")
        let valid = try app.request("POST", target, json: #"{"x": 1, "y": 1}"#)
        #expect(valid.status == 404)
        #expect(valid.errorCode == "not_found")
    }

    @Test(arguments: [
        ("PUT", "/api/hierarchies", "GET, HEAD, POST, OPTIONS"),
        ("PATCH", "/api/hierarchies/h_x", "GET, HEAD, DELETE, OPTIONS"),
        ("GET", "/api/hierarchies/h_x/touches", "POST, OPTIONS"),
        ("DELETE", "/api/traces/t_x", "GET, HEAD, OPTIONS"),
        ("GET", "/api/hit-test", "POST, OPTIONS"),
        ("GET", "/api/hit-map", "POST, OPTIONS"),
        ("POST", "/healthz", "GET, HEAD, OPTIONS"),
        ("DELETE", "/api/openapi.json", "GET, HEAD, OPTIONS"),
        // A static file: GET and HEAD only.
        ("POST", "/index.html", "GET, HEAD"),
    ])
    func aWrongMethodIs405WithAllow(method: String, target: String, allow: String) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.request(method, target, body: method == "GET" || method == "DELETE" ? [] : Array("{}".utf8))
        #expect(response.status == 405)
        #expect(response.header("Allow") == allow)
        #expect(response.errorCode == "method_not_allowed")
    }

    @Test(arguments: [
        ("/api/hierarchies", "text/csv"),
        ("/api/hierarchies", "application/x-www-form-urlencoded"),
        ("/api/hierarchies/h_x/touches", "text/xml"),
        ("/api/hit-test", "multipart/form-data; boundary=x"),
        ("/api/hit-map", "text/plain"),
    ])
    func aBodyThatIsNotJSONIs415(target: String, contentType: String) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.request("POST", target, headers: [("Content-Type", contentType)], body: Array("{}".utf8))
        #expect(response.status == 415)
        #expect(response.errorCode == "unsupported_media_type")
    }

    @Test func malformedJSONIs400WithLineAndColumn() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.request("POST", "/api/hierarchies", json: "{\n  \"root\": {\"frame\": [0, 0, 1, 1],}\n}")
        #expect(response.status == 400)
        let error = try #require(try response.json()["error"])
        #expect(error["code"]?.string == "malformed_json")
        // The stray comma is on line 2; the parser stops at the '}' after it, column 34. `path` is where the
        // parser was: after the last value it read.
        #expect(error["message"]?.string == "expected a member name after ',' (line 2, column 34)")
        #expect(error["path"]?.string == "$.root.frame")

        for target in ["/api/hierarchies", "/api/hit-test", "/api/hit-map"] {
            let empty = try app.request("POST", target, headers: [("Content-Type", "application/json")])
            #expect(empty.status == 400, "\(target)")
            #expect(empty.errorCode == "bad_request")
        }
        let touch = try app.request("POST", "/api/hit-test", json: "{\"hierarchy\": nul}")
        #expect(touch.status == 400)
        #expect(touch.errorCode == "malformed_json")
    }

    /// A query parameter the operation does not take is a mistake to hear of, with the name it was likely meant
    /// to be; the parameters the OpenAPI document gives each operation are the ones it takes.
    @Test func anUnknownQueryParameterIs400WithDidYouMean() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let id = try app.upload(try Fixtures.seedDemoJSON())
        let misspelt = try app.get("/api/hierarchies?limt=5")
        #expect(misspelt.status == 400)
        let error = try #require(try misspelt.json()["error"])
        #expect(error["code"]?.string == "unknown_query_parameter")
        #expect(error["path"]?.string == "query.limt")
        #expect(error["message"]?.string == #"unknown query parameter "limt"; did you mean "limit"?; this operation takes cursor, limit"#)
        #expect(try app.get("/api/hierarchies?limit=5").status == 200)
        #expect(try app.get("/healthz?verbose=1").status == 400)
        #expect(try app.request("POST", "/api/hierarchies/\(id)/touches?lang=zh", json: Fixtures.redTap).status == 201)
        #expect(try app.request("POST", "/api/hierarchies/\(id)/touches?lnag=zh", json: Fixtures.redTap).status == 400)
        // A key far longer than any known name costs nothing to refuse.
        let long = String(repeating: "x", count: 100_000)
        #expect(try app.get("/api/hierarchies/\(id)?\(long)=1").status == 400)
    }

    /// A one-shot body's problems are filed by the part they are in: the hierarchy's, the touch's, or the
    /// request's own fields'.
    @Test func aOneShotBodysProblemsHaveTheCodeOfTheirPart() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchy = #"{"root": {"id": "w", "frame": [0, 0, 10, 10]}}"#
        for (target, body, code, path) in [
            ("/api/hit-test", #"{"hierarchy": \#(hierarchy)}"#, "invalid_touch", "$.touch"),
            ("/api/hit-test", #"{"hierarchy": \#(hierarchy), "touch": {"x": "a", "y": 1}}"#, "invalid_touch", "$.touch.x"),
            ("/api/hit-test", #"{"hierarchy": \#(hierarchy), "touch": {"x": 1, "y": 1}, "extra": 1}"#, "invalid_options", "$.extra"),
            ("/api/why-not", #"{"hierarchy": \#(hierarchy), "touch": {"x": 1, "y": 1}, "view": 3}"#, "invalid_options", "$.view"),
            ("/api/hit-test", #"{"touch": {"x": 1, "y": 1}}"#, "invalid_hierarchy", "$.hierarchy"),
        ] {
            let error = try app.request("POST", target, json: body).json()["error"]
            #expect(error?["code"]?.string == code, "\(body)")
            #expect(error?["path"]?.string == path, "\(body)")
        }
    }

    /// The hierarchy format sent as text (curl's -d with the type forgotten, a paste) is read as JSON: stored
    /// when valid, its JSON errors when not, never "not a recursiveDescription dump".
    @Test func hierarchyJSONSentAsTextIsReadAsJSON() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let stored = try app.request("POST", "/api/hierarchies", headers: [("Content-Type", "text/plain")], body: try Fixtures.seedDemoJSON())
        #expect(stored.status == 201)
        #expect(try stored.json()["sourceFormat"]?.string == "json")
        let broken = try app.request("POST", "/api/hierarchies", headers: [("Content-Type", "text/plain")], json: #"{"root": {"frame": [0, 0, 1"#)
        #expect(broken.status == 400)
        #expect(broken.errorCode == "malformed_json")
    }

    /// The one-shot routes take every format the upload takes: the hierarchy as text in a string, recognised
    /// from its content or named by `format`; its problems are said inside `$.hierarchy`.
    @Test func oneShotRoutesTakeAHierarchyAsTextInAnyFormat() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let dump = try Fixtures.text("public/presets/seed-demo.json")
        let exported = try app.get("/api/hierarchies/\(try app.upload(Array(dump.utf8)))", headers: [("Accept", "text/plain")]).text
        func body(_ hierarchy: String, _ extra: String = "") -> String {
            var w = JSONWriter()
            w.string(hierarchy)
            return #"{"hierarchy": \#(String(decoding: w.bytes, as: UTF8.self)), "touch": {"x": 40, "y": 100}\#(extra)}"#
        }
        let recognised = try app.request("POST", "/api/hit-test", json: body(exported))
        #expect(recognised.status == 200)
        #expect(try recognised.json()["hitView"]?.string == "redView")
        let named = try app.request("POST", "/api/hit-test", json: body(exported, #", "format": "recursive-description""#))
        #expect(try named.json()["hitView"]?.string == "redView")
        let broken = try app.request("POST", "/api/hit-test", json: body("<UIWindow: 0x1; frame = (0 0; 10"))
        #expect(broken.status == 422)
        #expect(try broken.json()["error"]?["path"]?.string == "$.hierarchy")
        let wrongFormat = try app.request("POST", "/api/hit-test", json: body(exported, #", "format": "nope""#))
        #expect(wrongFormat.errorCode == "invalid_options")
        #expect(try wrongFormat.json()["error"]?["path"]?.string == "$.format")
    }

    /// "(and 1 more problem)", not "problems".
    @Test func theCountOfFurtherProblemsAgreesWithItsNumber() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.request("POST", "/api/hierarchies", json: #"{"root": {"class": "UIWindow", "frame": [0, 0, -1, 1], "alpha": 2}}"#)
        let message = try #require(try response.json()["error"]?["message"]?.string)
        #expect(message.hasSuffix("(and 1 more problem)"))
    }

    @Test func anInvalidHierarchyIs422WithThePathOfEveryProblem() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.request("POST", "/api/hierarchies", json: """
            {"root": {"clas": "UIWindow", "frame": [0, 0, -1, 1], "alpha": 2,
                      "subviews": [{"id": "a"}, {"id": "a", "frame": [0, 0, 1, 1]}]}}
            """)
        #expect(response.status == 422)
        let error = try #require(try response.json()["error"])
        #expect(error["code"]?.string == "invalid_hierarchy")
        // `path` and `message` repeat the first problem; `errors` lists them all, in document order. A frame that
        // is present but invalid is reported once, not again as missing.
        #expect(error["path"]?.string == "$.root.clas")
        // Each message names the view (here by its generated id) and the field as a developer writes it.
        #expect(error["message"]?.string == #"UIWindow-1.clas: unknown field "clas" in a view; did you mean "class"? (and 4 more problems)"#)
        #expect(error["errors"]?.elements.map { "\($0["path"]?.string ?? "?"): \($0["message"]?.string ?? "?")" } == [
            #"$.root.clas: UIWindow-1.clas: unknown field "clas" in a view; did you mean "class"?"#,
            "$.root.frame[2]: UIWindow-1.frame.width must not be negative (found -1)",
            "$.root.alpha: UIWindow-1.alpha must be between 0 and 1 (found 2)",
            #"$.root.subviews[0].frame: a.frame is required (or give both "center" and "bounds")"#,
            #"$.root.subviews[1].id: a.id: duplicate id "a": also used at $.root.subviews[0]"#,
        ])
    }

    /// Over a socket: the server refuses the body from its Content-Length, before the app sees the request.
    @Test func aBodyOverMaxBodyIs413() throws {
        var options = AppOptions()
        options.maxBodyBytes = 4_096
        let live = try LiveApp(options: options)
        defer { live.finish() }
        let big = Array(#"{"name":""#.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 5_000) + Array(#"","root":{"frame":[0,0,1,1]}}"#.utf8)
        for target in ["/api/hierarchies", "/api/hit-test", "/api/hit-map", "/api/hierarchies/h_x/touches"] {
            let response = try live.request("POST", target, body: big)
            #expect(response.status == 413, "\(target)")
            #expect(response.errorCode == "payload_too_large")
        }
        // Just under the limit is fine.
        let seed = try Fixtures.seedDemoJSON()
        #expect(seed.count < 4_096)
        #expect(try live.request("POST", "/api/hierarchies", body: seed).status == 201)
    }
}

/// What every client of HTTP may count on besides the endpoints: HEAD, CORS, the page, health, the document.
@Suite(.serialized) struct ProtocolTests {
    /// Over a socket: the server sends a HEAD answer's Content-Length without its body.
    @Test func headAnswersLikeGetWithoutTheBody() throws {
        let live = try LiveApp()
        defer { live.finish() }
        let id = try live.upload(try Fixtures.seedDemoJSON())
        for target in ["/api/hierarchies/\(id)", "/api/hierarchies", "/healthz", "/"] {
            let get = try live.get(target)
            let head = try live.request("HEAD", target)
            #expect(head.status == 200, "\(target)")
            #expect(head.body.isEmpty)
            #expect(head.header("Content-Length") == String(get.body.count), "\(target)")
            #expect(head.mediaType == get.mediaType)
        }
        #expect(try live.request("HEAD", "/api/hierarchies/h_aaaaaaaaaaaaaaaa").status == 404)
    }

    /// Over a socket: the server adds nosniff to every answer, and lets no other origin read or write by default.
    @Test func noOtherOriginIsLetInByDefault() throws {
        let live = try LiveApp()
        defer { live.finish() }
        let response = try live.request("OPTIONS", "/api/hierarchies/h_x/touches",
                                        headers: [("Origin", "http://example.com"), ("Access-Control-Request-Method", "POST")])
        #expect(response.status == 204)
        #expect(response.header("Allow") == "POST, OPTIONS")
        #expect(response.header("Access-Control-Allow-Origin") == nil)
        let created = try live.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON())
        #expect(created.status == 201)
        #expect(created.header("Access-Control-Allow-Origin") == nil)
        #expect(created.header("X-Content-Type-Options") == "nosniff")
        let id = try #require(try created.json()["id"]?.string)
        // A page elsewhere can neither delete nor write, and the refusal is the API's JSON error.
        let deleted = try live.request("DELETE", "/api/hierarchies/\(id)", headers: [("Origin", "http://example.com")])
        #expect(deleted.status == 403)
        #expect(try deleted.json()["error"]?["code"]?.string == "foreign_origin")
        let rebound = try live.request("GET", "/api/hierarchies/\(id)", headers: [("Host", "example.com")])
        #expect(rebound.status == 421)
        #expect(try rebound.json()["error"]?["code"]?.string == "misdirected_request")
        #expect(try live.get("/api/hierarchies/\(id)").status == 200)
    }

    @Test func thePageIsServedWithAContentSecurityPolicy() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let page = try app.get("/")
        #expect(page.status == 200)
        #expect(page.mediaType == "text/html")
        let policy = try #require(page.header("Content-Security-Policy"))
        #expect(policy.contains("script-src 'self'"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(page.text.lowercased().contains("<html"))
        let preset = try app.get("/presets/seed-demo.json")
        #expect(preset.status == 200)
        #expect(preset.body == (try Fixtures.seedDemoJSON()))
        #expect(try app.get("/../Package.swift").status == 404)
    }

    @Test func healthSaysOKAndCountsHierarchies() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        _ = try app.upload(try Fixtures.seedDemoJSON())
        let response = try app.get("/healthz")
        #expect(response.status == 200)
        #expect(response.header("Cache-Control") == "no-store")
        let body = try response.json()
        #expect(body.keys == ["status", "engineVersion", "schemaVersion", "hierarchies"])
        #expect(body["status"]?.string == "ok")
        #expect(body["engineVersion"]?.string == TraceJSON.engineVersion)
        #expect(body["hierarchies"]?.number == 1)
    }

    @Test func theOpenAPIDocumentIsJSON() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let response = try app.get("/api/openapi.json")
        #expect(response.status == 200)
        #expect(response.mediaType == "application/json")
        let document = try response.json()
        #expect(document["openapi"]?.string == "3.1.0")
        #expect(document["info"]?["title"]?.string == "HitTrace")
        #expect((document["paths"]?.count ?? 0) >= 7)
    }
}
