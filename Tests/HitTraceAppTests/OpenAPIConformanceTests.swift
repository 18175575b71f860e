import Foundation
import HitTestKit
import Testing
import TestSupport
import HitTraceJSON

/// The OpenAPI document is true to the code: it documents exactly the routes the router has, every documented
/// operation is answered by the app, and real responses — every status, every body — are what it says.
@Suite(.serialized) struct OpenAPIConformanceTests {
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// The document as the app serves it.
    static func document(from app: some AppClient) throws -> JSONValue {
        try app.get("/api/openapi.json").json()
    }

    /// "GET /api/hierarchies/{id}" for every operation in the document.
    static func documentedOperations(_ document: JSONValue) -> Set<String> {
        var operations = Set<String>()
        for (path, item) in document["paths"]?.members ?? JSONValue.emptyMembers {
            for (key, _) in item.members where methods.contains(key) { operations.insert("\(key.uppercased()) \(path)") }
        }
        return operations
    }

    /// "GET /healthz" for every `add(.get, "/healthz")` in the routing table (Sources/HitTraceApp/HitTraceApp.swift).
    static func routedOperations() throws -> Set<String> {
        let source = try Fixtures.text("Sources/HitTraceApp/HitTraceApp.swift")
        let pattern = try Regex(#"add(?:Answering|Heavy)?\(\.([a-z]+), "([^"]+)"\)"#)
        return Set(source.matches(of: pattern).compactMap { match in
            guard let method = match.output[1].substring, let path = match.output[2].substring else { return nil }
            return "\(method.uppercased()) \(path)"
        })
    }

    @Test func everyReferenceResolves() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let document = try Self.document(from: app)
        let checker = SchemaChecker(document: document)
        var references: [String] = []
        var stack = [document]
        while let value = stack.popLast() {
            if value.kind == .object {
                for (key, member) in value.members {
                    if key == "$ref", let ref = member.string { references.append(ref) } else { stack.append(member) }
                }
            } else if value.kind == .array {
                stack += value.elements
            }
        }
        #expect(references.count > 100)
        let broken = references.filter { checker.resolve(try! JSONParser.parse(#"{"$ref":"\#($0)"}"#).root) == nil }
        #expect(broken == [])
    }

    @Test func theDocumentNamesExactlyTheRoutesTheRouterHas() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let routed = try Self.routedOperations()
        #expect(routed.count == 24)
        let documented = Self.documentedOperations(try Self.document(from: app))
        // HEAD is documented beside every GET (the router answers it for every GET route) and nowhere else.
        let heads = Set(routed.filter { $0.hasPrefix("GET ") }.map { "HEAD " + $0.dropFirst(4) })
        #expect(documented == routed.union(heads))
    }

    /// Each documented path, with real ids, exists for exactly its documented methods: the router's `Allow`
    /// (from OPTIONS) lists them, and a request with each method is routed (neither 404 nor 405).
    @Test func everyDocumentedOperationIsServed() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let document = try Self.document(from: app)
        let ids = try Self.ids(app)
        var operations = Self.documentedOperations(document).sorted()
        // Delete last: the other operations need the hierarchy.
        operations.sort { a, _ in !a.hasPrefix("DELETE") }
        for operation in operations {
            let (method, template) = Self.split(operation)
            let target = ids.fill(template)
            let allow = try app.request("OPTIONS", target).header("Allow")?.split(separator: ",").map { String($0).trimmed } ?? []
            let documented = (document["paths"]?[template]?.keys ?? []).filter(Self.methods.contains).map { $0.uppercased() }
            #expect(Set(allow).subtracting(["OPTIONS"]) == Set(documented), "\(template)")

            let response = try app.request(method, target, body: Self.validBody(for: template, method: method))
            #expect(![404, 405].contains(response.status), "\(operation): \(response.status) \(response.text.prefix(200))")
        }
    }

    /// Real responses for every status the tests can provoke, each checked against the schema the document
    /// gives for that operation, status and media type (and its documented headers).
    @Test func realResponsesMatchTheirDocumentedSchemas() throws {
        var options = AppOptions()
        options.maxBodyBytes = 64 << 10
        let app = try InProcessApp(options: options)
        defer { app.finish() }
        let document = try Self.document(from: app)
        let checker = SchemaChecker(document: document)
        let ids = try Self.ids(app)
        let seed = try Fixtures.seedDemoJSON()
        let oneShot = Array(#"{"hierarchy":{"root":{"frame":[0,0,10,10]}},"touch":{"x":1,"y":1}}"#.utf8)
        let json = [("Content-Type", "application/json")]
        let tooLarge = Array(#"{"name":""#.utf8) + [UInt8](repeating: 0x61, count: 70_000) + Array(#""}"#.utf8)
        let invalid = Array(#"{"root":{"frame":[0,0,-1,1],"alpha":3}}"#.utf8)

        // (method, target, path template, body, extra headers, expected status)
        let cases: [(String, String, String, [UInt8], [(String, String)], Int)] = [
            ("GET", "/healthz", "/healthz", [], [], 200),
            ("GET", "/api/openapi.json", "/api/openapi.json", [], [], 200),
            ("POST", "/api/hierarchies", "/api/hierarchies", seed, json, 201),
            ("POST", "/api/hierarchies", "/api/hierarchies", Array("{".utf8), json, 400),
            ("POST", "/api/hierarchies", "/api/hierarchies", tooLarge, json, 413),
            ("POST", "/api/hierarchies", "/api/hierarchies", seed, [("Content-Type", "text/csv")], 415),
            ("POST", "/api/hierarchies", "/api/hierarchies", Array("<UIView: 0x1; frame = (0 0; 10 10)>".utf8), [("Content-Type", "text/plain")], 201),
            ("POST", "/api/hierarchies", "/api/hierarchies", seed, [("Content-Type", "text/plain")], 201),
            ("POST", "/api/hierarchies", "/api/hierarchies", Array("<UIWindow oops".utf8), [("Content-Type", "text/plain")], 422),
            ("POST", "/api/hierarchies", "/api/hierarchies", invalid, json, 422),
            ("PUT", "/api/hierarchies", "/api/hierarchies", [], [], 405),
            ("GET", "/api/hierarchies", "/api/hierarchies", [], [], 200),
            ("GET", "/api/hierarchies?limit=1", "/api/hierarchies", [], [], 200),
            ("GET", "/api/hierarchies?limit=0", "/api/hierarchies", [], [], 400),
            ("GET", "/api/hierarchies?cursor=nope", "/api/hierarchies", [], [], 400),
            ("GET", "/api/hierarchies/\(ids.hierarchy)", "/api/hierarchies/{id}", [], [], 200),
            ("GET", "/api/hierarchies/\(ids.hierarchy)?format=text", "/api/hierarchies/{id}", [], [], 200),
            ("GET", "/api/hierarchies/\(ids.hierarchy)", "/api/hierarchies/{id}", [], [("Accept", "text/plain")], 200),
            ("GET", "/api/hierarchies/h_none", "/api/hierarchies/{id}", [], [], 404),
            ("POST", "/api/hierarchies/\(ids.hierarchy)", "/api/hierarchies/{id}", seed, json, 405),
            ("POST", "/api/hierarchies/\(ids.hierarchy)/touches", "/api/hierarchies/{id}/touches", Array(#"{"gesture":"tap","x":3,"y":4}"#.utf8), json, 201),
            ("POST", "/api/hierarchies/\(ids.hierarchy)/touches", "/api/hierarchies/{id}/touches", Array(#"{"x":1}"#.utf8), json, 422),
            ("POST", "/api/hierarchies/\(ids.hierarchy)/touches", "/api/hierarchies/{id}/touches", Array("[".utf8), json, 400),
            ("POST", "/api/hierarchies/\(ids.hierarchy)/touches", "/api/hierarchies/{id}/touches", tooLarge, json, 413),
            ("POST", "/api/hierarchies/\(ids.hierarchy)/touches", "/api/hierarchies/{id}/touches", Array("{}".utf8), [("Content-Type", "text/csv")], 415),
            ("POST", "/api/hierarchies/h_none/touches", "/api/hierarchies/{id}/touches", Array(Fixtures.redTap.utf8), json, 404),
            ("GET", "/api/hierarchies/\(ids.hierarchy)/touches", "/api/hierarchies/{id}/touches", [], [], 405),
            ("GET", "/api/traces/\(ids.trace)", "/api/traces/{traceId}", [], [], 200),
            ("GET", "/api/traces/\(ids.trace)?format=text", "/api/traces/{traceId}", [], [], 200),
            ("GET", "/api/traces/t_none", "/api/traces/{traceId}", [], [], 404),
            ("DELETE", "/api/traces/\(ids.trace)", "/api/traces/{traceId}", [], [], 405),
            ("POST", "/api/hit-test", "/api/hit-test", oneShot, json, 200),
            ("POST", "/api/hit-test?format=text", "/api/hit-test", oneShot, json, 200),
            ("POST", "/api/hit-test", "/api/hit-test", Array(#"{"hierarchy":{}}"#.utf8), json, 422),
            ("POST", "/api/hit-test", "/api/hit-test", Array("nope".utf8), json, 400),
            ("POST", "/api/hit-test", "/api/hit-test", tooLarge, json, 413),
            ("POST", "/api/hit-test", "/api/hit-test", oneShot, [("Content-Type", "text/plain")], 415),
            ("GET", "/api/hit-test", "/api/hit-test", [], [], 405),
            ("POST", "/api/hit-map?audit=hig", "/api/hit-map", Array(#"{"hierarchy":{"root":{"frame":[0,0,10,10]}},"step":2}"#.utf8), json, 200),
            ("POST", "/api/hit-map", "/api/hit-map", Array(#"{"hierarchy":{"root":{"frame":[0,0,10,10]}},"step":0}"#.utf8), json, 422),
            ("POST", "/api/hit-map", "/api/hit-map", Array("nope".utf8), json, 400),
            ("POST", "/api/hit-map", "/api/hit-map", tooLarge, json, 413),
            ("POST", "/api/hit-map", "/api/hit-map", oneShot, [("Content-Type", "text/plain")], 415),
            ("GET", "/api/hit-map", "/api/hit-map", [], [], 405),
            ("POST", "/healthz", "/healthz", oneShot, json, 405),
            ("GET", "/api/qr?text=http%3A%2F%2Flocalhost%2F%3Fh%3Dh_1%26step%3D8", "/api/qr", [], [], 200),
            ("GET", "/api/qr", "/api/qr", [], [], 400),
            ("GET", "/api/qr?text=" + String(repeating: "a", count: 1_025), "/api/qr", [], [], 400),
            ("POST", "/mcp", "/mcp", Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#.utf8), json, 200),
            ("POST", "/mcp", "/mcp", Array(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8), json, 202),
            ("POST", "/mcp", "/mcp", Array("{".utf8), json, 400),
            ("POST", "/mcp", "/mcp", Array(#"{"jsonrpc":"2.0","id":1,"method":"nope","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}"#.utf8),
             json + [("MCP-Protocol-Version", "2026-07-28"), ("Mcp-Method", "nope")], 404),
            ("POST", "/mcp", "/mcp", Array(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8), json + [("Accept", "text/html")], 406),
            ("POST", "/mcp", "/mcp", tooLarge, json, 413),
            ("POST", "/mcp", "/mcp", Array("{}".utf8), [("Content-Type", "text/plain")], 415),
            ("GET", "/mcp", "/mcp", [], [], 405),
            ("POST", "/api/qr?text=a", "/api/qr", [], [], 405),
            ("POST", "/api/links", "/api/links", Array(#"{"query":"preset=seed-demo&lang=zh"}"#.utf8), json, 201),
            ("POST", "/api/links", "/api/links", Array(##"{"query":"#x"}"##.utf8), json, 422),
            ("GET", "/api/links/\(ids.link)", "/api/links/{linkId}", [], [], 200),
            ("GET", "/api/links/zzzzzz", "/api/links/{linkId}", [], [], 404),
            ("GET", "/l/\(ids.link)", "/l/{linkId}", [], [], 302),
            ("DELETE", "/l/\(ids.link)", "/l/{linkId}", [], [], 405),
            ("DELETE", "/api/hierarchies/\(ids.hierarchy)", "/api/hierarchies/{id}", [], [], 204),
            ("DELETE", "/api/hierarchies/\(ids.hierarchy)", "/api/hierarchies/{id}", [], [], 404),
        ]
        // A body over the limit is refused by the server, from its Content-Length, before the app sees it: those
        // answers come over a socket; every other answer is the app's.
        let live = try LiveApp(options: options)
        defer { live.finish() }
        for (method, target, template, body, headers, status) in cases {
            let client: any AppClient = status == 413 ? live : app
            let response = try client.request(method, target, headers: headers, body: body)
            #expect(response.status == status, "\(method) \(target): \(response.text.prefix(300))")
            let problems = Self.conformance(of: response, method: method, template: template, document: document, checker: checker)
            #expect(problems == [], "\(method) \(target) → \(response.status)")
        }
    }

    /// Every preset the server accepts is valid by the input schema, and its normalized form, its summary and
    /// traces on it are valid by the output schemas: the schemas are neither stricter than the decoder nor
    /// looser than what the renderers write.
    @Test func everyPresetAndWhatTheServerMakesOfItMatchTheSchemas() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let checker = SchemaChecker(document: try Self.document(from: app))
        let folder = Repository.path + "/public/presets"
        let presets = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".json") && $0 != "index.json" }.sorted()
        #expect(presets.contains("seed-demo.json"))
        func schema(_ name: String) throws -> JSONValue { try #require(checker.schema(named: name)) }
        for preset in presets {
            let bytes = try Fixtures.bytes("public/presets/" + preset)
            let created = try app.request("POST", "/api/hierarchies", body: bytes)
            guard created.status == 201 else { continue }  // a preset still being written is not this test's concern
            #expect(checker.problems(try JSONParser.parse(bytes).root, against: try schema("HierarchyInput")) == [], "\(preset)")
            #expect(checker.problems(try created.json(), against: try schema("HierarchySummary")) == [], "\(preset)")
            let id = try #require(try created.json()["id"]?.string)
            let normalized = try app.get("/api/hierarchies/\(id)")
            #expect(checker.problems(try normalized.json(), against: try schema("NormalizedHierarchy")) == [], "\(preset)")
            // The normalized form is itself a valid input.
            #expect(checker.problems(try normalized.json(), against: try schema("HierarchyInput")) == [], "\(preset) normalized")
            for (x, y) in [(1.0, 1.0), (60, 120), (150, 400), (300, 700), (-5, -5)] {
                let trace = try app.touch(id, #"{"x":\#(x),"y":\#(y)}"#)
                #expect(trace.status == 201)
                #expect(checker.problems(try trace.json(), against: try schema("StoredTrace")) == [], "\(preset) at \(x),\(y)")
            }
        }
    }

    /// One hierarchy using every field and every form of the input format, so that each branch of the input
    /// and normalized schemas meets a real value.
    static let everyField = #"""
        {"name": "every field", "windowScene": false, "windows": [
          {"id": "main", "class": "UIWindow", "frame": {"x": 0, "y": 0, "width": 375, "height": 667}, "windowLevel": 0,
           "viewController": {"class": "RootVC"},
           "subviews": [
             {"id": "scroll", "class": "UITableView", "frame": [0, 0, 375, 600], "contentOffset": {"x": 0, "y": 40},
              "contentSize": [375, 2000], "scrollEnabled": true, "delaysContentTouches": false, "canCancelContentTouches": true,
              "subviews": [
                {"id": "button", "class": "UIButton", "frame": [10, 50, 40, 20], "enabled": true,
                 "pointInside": {"insets": {"top": -10, "left": -10, "bottom": -10, "right": -10}},
                 "gestureRecognizers": [
                   {"id": "tap2", "type": "tap", "numberOfTapsRequired": 2, "requireToFail": ["press"]},
                   {"id": "press", "type": "longPress", "minimumPressDuration": 0.3, "allowableMovement": 5,
                    "cancelsTouchesInView": false, "delaysTouchesBegan": true, "delaysTouchesEnded": false},
                   {"type": "swipe", "direction": ["left", "up"], "simultaneousWith": ["tap2"]},
                   {"type": "swipe", "direction": "down", "enabled": false},
                   {"type": "pan", "shouldBegin": false, "shouldReceiveTouch": true},
                   {"type": "pinch"}, {"type": "rotation", "numberOfTouchesRequired": 2}, {"type": "screenEdgePan"}]},
                {"id": "label", "class": "UILabel", "frame": [0, 100, 100, 20], "text": "Hello", "tag": 7,
                 "attributes": {"font": "body"}, "userInteractionEnabled": true},
                {"id": "small", "class": "MyControl", "base": "UIControl", "center": [200, 200], "bounds": [0, 0, 10, 10],
                 "pointInside": {"minimumSize": {"width": 44, "height": 44}}, "hitTest": {"forwardSelfTo": "button"}},
                {"id": "turned", "frame": [50, 300, 100, 100], "transform": {"rotate": 45, "scale": [2, 1], "translate": {"x": 5, "y": 5}},
                 "anchorPoint": {"x": 0, "y": 0}, "clipsToBounds": true, "backgroundColor": "#ff0000", "alpha": 0.5},
                {"frame": [0, 400, 10, 10], "transform": [1, 0, 0, 1, 3, 4], "hitTest": "passThrough", "pointInside": "always"},
                {"frame": [0, 420, 10, 10], "transform": {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0}, "hitTest": {"forwardTo": "label"}},
                {"frame": [0, 440, 10, 10], "transform": {"scale": 3}, "hitTest": "subviewsOutsideBounds", "hidden": true},
                {"class": "UIImageView", "frame": [0, 460, 10, 10], "hitTest": "selfOnly", "pointInside": "never"},
                {"frame": [0, 480, 10, 10], "hitTest": "none", "viewController": "ChildVC"}]}]},
          {"id": "alert", "frame": [0, 0, 375, 667], "windowLevel": 2000, "hidden": true,
           "viewController": {"class": "AlertVC", "presentedBy": "RootVC"}}]}
        """#

    @Test func aHierarchyUsingEveryFieldMatchesTheInputAndNormalizedSchemas() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let checker = SchemaChecker(document: try Self.document(from: app))
        let input = try JSONParser.parse(Self.everyField).root
        #expect(checker.problems(input, against: try #require(checker.schema(named: "HierarchyInput"))) == [])
        let id = try app.upload(Array(Self.everyField.utf8))
        let normalized = try app.get("/api/hierarchies/\(id)").json()
        #expect(checker.problems(normalized, against: try #require(checker.schema(named: "NormalizedHierarchy"))) == [])
        // The normalized form names every recognizer field, with the defaults filled in.
        let button = try #require(normalized["windows"]?[0]?["subviews"]?[0]?["subviews"]?[0])
        #expect(button["gestureRecognizers"]?.elements.compactMap { $0["id"]?.string } == [
            "tap2", "press", "button.swipe", "button.swipe2", "button.pan", "button.pinch", "button.rotation", "button.screenEdgePan",
        ])
        let trace = try app.touch(id, #"{"x":30,"y":20}"#)
        #expect(checker.problems(try trace.json(), against: try #require(checker.schema(named: "StoredTrace"))) == [])
    }

    @Test(arguments: [
        Fixtures.redTap,
        #"{"sequence":[{"t":0,"phase":"began","x":50,"y":100,"finger":0},{"t":0.2,"phase":"moved","x":60,"y":110},{"t":0.3,"phase":"ended","x":60,"y":110}]}"#,
        #"{"gesture":"tap","x":150,"y":500}"#,
        #"{"gesture":"doubleTap","x":150,"y":400,"interval":0.2}"#,
        #"{"gesture":"longPress","x":150,"y":100,"duration":1}"#,
        #"{"gesture":"drag","from":[300,300],"to":{"x":10,"y":10},"steps":3}"#,
        #"{"gesture":"pinch","x":50,"y":100,"distance":20,"endDistance":80}"#,
    ])
    func everyTouchFormTheServerTakesMatchesTheTouchSchema(touch: String) throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let checker = SchemaChecker(document: try Self.document(from: app))
        let id = try app.upload(try Fixtures.seedDemoJSON())
        let response = try app.touch(id, touch)
        #expect(response.status == 201)
        let schema = try #require(checker.schema(named: "Touch"))
        #expect(checker.problems(try JSONParser.parse(touch).root, against: schema) == [])
        // The trace's `touch` (the canonical form) is a Touch too.
        #expect(checker.problems(try #require(try response.json()["touch"]), against: schema) == [])
    }

    /// The checker itself: it must reject what the schemas forbid, or the tests above prove nothing.
    @Test func theCheckerRefusesExtraMissingAndMistypedFields() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let checker = SchemaChecker(document: try Self.document(from: app))
        let summary = try #require(checker.schema(named: "HierarchySummary"))
        let good = try app.request("POST", "/api/hierarchies", body: try Fixtures.seedDemoJSON()).text
        #expect(checker.problems(try JSONParser.parse(good).root, against: summary) == [])
        let extra = good.replacingOccurrences(of: #"{"id""#, with: #"{"surprise":1,"id""#)
        #expect(checker.problems(try JSONParser.parse(extra).root, against: summary) == [#"$: "surprise" is not in the schema"#])
        let missing = good.replacingOccurrences(of: #""traceCount":0,"#, with: "")
        #expect(checker.problems(try JSONParser.parse(missing).root, against: summary) == [#"$: the required "traceCount" is missing"#])
        let mistyped = good.replacingOccurrences(of: #""sourceFormat":"json""#, with: #""sourceFormat":"xml""#)
        #expect(checker.problems(try JSONParser.parse(mistyped).root, against: summary).count == 1)
        let touch = try #require(checker.schema(named: "Touch"))
        #expect(checker.problems(try JSONParser.parse(#"{"x":1}"#).root, against: touch).count == 1)
    }

    // MARK: Helpers

    struct IDs {
        var hierarchy: String
        var trace: String
        var link: String

        func fill(_ template: String) -> String {
            template.replacingOccurrences(of: "{id}", with: hierarchy)
                .replacingOccurrences(of: "{traceId}", with: trace)
                .replacingOccurrences(of: "{linkId}", with: link)
                .replacingOccurrences(of: "{number}", with: "4.5")
                .replacingOccurrences(of: "{viewId}", with: "grayView")
        }
    }

    /// A stored hierarchy (the seed demo), a trace on it and a short link to it.
    static func ids(_ app: some AppClient) throws -> IDs {
        let hierarchy = try app.upload(try Fixtures.seedDemoJSON())
        let trace = try app.touch(hierarchy, Fixtures.redTap)
        let link = try app.request("POST", "/api/links", body: try validBody(for: "/api/links", method: "POST"))
        return IDs(hierarchy: hierarchy, trace: try #require(try trace.json()["id"]?.string),
                   link: try #require(try link.json()["id"]?.string))
    }

    static func split(_ operation: String) -> (String, String) {
        let parts = operation.split(separator: " ", maxSplits: 1)
        return (String(parts[0]), String(parts[1]))
    }

    static func validBody(for template: String, method: String) throws -> [UInt8] {
        guard method == "POST" else { return [] }
        switch template {
        case "/api/hierarchies": return try Fixtures.seedDemoJSON()
        case "/api/hit-test":
            return Array(("{\"hierarchy\":" + (try Fixtures.text("public/presets/seed-demo.json")) + ",\"touch\":" + Fixtures.redTap + "}").utf8)
        case "/api/hit-map":
            return Array(("{\"hierarchy\":" + (try Fixtures.text("public/presets/seed-demo.json")) + ",\"step\":10}").utf8)
        case "/api/why-not":
            return Array(("{\"hierarchy\":" + (try Fixtures.text("public/presets/seed-demo.json")) + ",\"touch\":" + Fixtures.redTap
                + ",\"view\":\"grayView\"}").utf8)
        case "/api/hierarchies/{id}/check": return Array(#"{"expect": [{"tap": [40, 100], "hits": "redView"}]}"#.utf8)
        case "/api/links": return Array(#"{"query": "preset=seed-demo&x=40&y=100"}"#.utf8)
        default: return Array(Fixtures.redTap.utf8)
        }
    }

    /// How a response differs from what the document says about it.
    static func conformance(of response: TestResponse, method: String, template: String, document: JSONValue,
                            checker: SchemaChecker) -> [String] {
        guard let operation = document["paths"]?[template]?[method.lowercased()] ?? (response.status == 405 ? anyOperation(document, template) : nil) else {
            return ["\(method) \(template) is not documented"]
        }
        guard let documented = operation["responses"]?[String(response.status)], let resolved = checker.resolve(documented) else {
            return ["status \(response.status) is not documented"]
        }
        var problems: [String] = []
        // A header the document marks required must be there (OpenAPI: `required` defaults to false).
        for (header, declared) in resolved["headers"]?.members ?? JSONValue.emptyMembers
        where checker.resolve(declared)?["required"]?.bool == true && response.header(header) == nil {
            problems.append("the documented header \(header) is missing")
        }
        guard let content = resolved["content"] else {
            return response.body.isEmpty ? problems : problems + ["a body, where none is documented"]
        }
        guard let media = response.mediaType, let entry = content[media], let schema = entry["schema"] else {
            return problems + ["media type \(response.mediaType ?? "none") is not documented"]
        }
        if media == "application/json" {
            guard let value = try? response.json() else { return problems + ["the body is not JSON"] }
            problems += checker.problems(value, against: schema)
        } else if checker.resolve(schema)?["type"]?.string != "string" {
            problems.append("a \(media) body where the schema is not a string")
        }
        return problems
    }

    /// A 405 answers a method the path does not document; its response is documented on the path's operations
    /// (one with a body: HEAD's answers have none).
    static func anyOperation(_ document: JSONValue, _ template: String) -> JSONValue? {
        document["paths"]?[template]?.members.first { methods.contains($0.0) && $0.0 != "head" }?.1
    }
}

extension JSONValue {
    static let emptyMembers: JSONMembers = (try! JSONParser.parse("{}")).root.members
}
