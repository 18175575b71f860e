import Testing
@testable import HTTPServer

/// The router in-process: no socket, requests built as values.
@Suite struct RouterTests {
    static func request(_ method: String, _ rawPath: String) -> HTTPRequest {
        HTTPRequest(method: method, path: PercentDecoding.decode(rawPath) ?? rawPath, rawPath: rawPath)
    }

    static func text(_ value: String) -> HTTPResponse {
        HTTPResponse(status: .ok, body: Array(value.utf8))
    }

    let router: Router = {
        var router = Router(renderError: TestServer.renderError)
        router.add("GET", "/api/hierarchies") { _, _ in text("list") }
        router.add("POST", "/api/hierarchies") { request, _ in
            HTTPResponse(status: .created, body: request.body)
        }
        router.add("GET", "/api/hierarchies/{id}") { _, p in text("get \(p["id"] ?? "?")") }
        router.add("delete", "/api/hierarchies/{id}") { _, p in text("delete \(p["id"] ?? "?")") }
        router.add("GET", "/api/hierarchies/presets") { _, _ in text("presets") }
        router.add("POST", "/api/hierarchies/{id}/touches") { _, p in text("touch \(p["id"] ?? "?")") }
        router.add("GET", "/") { _, _ in text("root") }
        return router
    }()

    func body(_ method: String, _ path: String) -> String? {
        router.route(Self.request(method, path))?.response.map { String(decoding: $0.body, as: UTF8.self) }
    }

    @Test(arguments: [
        ("GET", "/api/hierarchies", "list"),
        ("GET", "/api/hierarchies/h_1", "get h_1"),
        ("GET", "/api/hierarchies/h%201", "get h 1"),          // decoded per segment
        ("GET", "/api/hierarchies/a%2Fb", "get a/b"),          // an encoded slash stays in the segment
        ("DELETE", "/api/hierarchies/h_1", "delete h_1"),      // methods are upper-cased when added
        ("GET", "/api/hierarchies/presets", "presets"),        // a literal beats {id}, whatever the order
        ("POST", "/api/hierarchies/h_2/touches", "touch h_2"),
        ("GET", "/", "root"),
    ])
    func matchingRoutesRunTheirHandler(method: String, path: String, expected: String) {
        #expect(body(method, path) == expected)
    }

    @Test(arguments: [
        "/api", "/api/hierarchies/", "/api/hierarchies//touches", "/api/hierarchies/h/touches/x",
        "/API/hierarchies", "/api/hierarchies/h/touches/",
    ])
    func unmatchedPathsAreNil(path: String) {
        // Empty segments never match {id}, a trailing slash is a different path, literals are case-sensitive.
        #expect(router.route(Self.request("GET", path))?.response == nil)
    }

    @Test func wrongMethodIs405WithAllowAndAJSONError() throws {
        let response = try #require(router.route(Self.request("PATCH", "/api/hierarchies/h_1"))?.response)
        #expect(response.status == .methodNotAllowed)
        #expect(response.header("Allow") == "GET, HEAD, DELETE, OPTIONS")
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
        #expect(String(decoding: response.body, as: UTF8.self) == #"""
            {"error":{"code":"method_not_allowed","message":"PATCH is not allowed here; allowed: GET, HEAD, DELETE, OPTIONS","path":"/api/hierarchies/h_1"}}
            """#)
    }

    @Test func allowedMethodsAreTheUnionOfEveryMatchingPattern() throws {
        // "/api/hierarchies/presets" matches both the literal (GET) and {id} (GET, DELETE).
        let response = try #require(router.route(Self.request("PUT", "/api/hierarchies/presets"))?.response)
        #expect(response.header("Allow") == "GET, HEAD, DELETE, OPTIONS")
        #expect(router.route(Self.request("PUT", "/api/hierarchies"))?.response?.header("Allow") == "GET, HEAD, POST, OPTIONS")
    }

    @Test func headIsAnsweredFromGetWithItsLengthAndNoBody() throws {
        let response = try #require(router.route(Self.request("HEAD", "/api/hierarchies/h_1"))?.response)
        #expect(response.status == .ok)
        #expect(response.body.isEmpty)
        #expect(response.header("Content-Length") == "\("get h_1".utf8.count)")
        // No GET there: HEAD is not allowed either.
        let post = try #require(router.route(Self.request("HEAD", "/api/hierarchies/h_1/touches"))?.response)
        #expect(post.status == .methodNotAllowed)
        #expect(post.header("Allow") == "POST, OPTIONS")
    }

    @Test func optionsIsAPreflightAnswer() throws {
        let response = try #require(router.route(Self.request("OPTIONS", "/api/hierarchies"))?.response)
        #expect(response.status == .noContent)
        #expect(response.body.isEmpty)
        #expect(response.header("Allow") == "GET, HEAD, POST, OPTIONS")
        #expect(response.header("Access-Control-Allow-Methods") == "GET, HEAD, POST, OPTIONS")
        #expect(response.header("Access-Control-Allow-Headers") == "Content-Type, Accept")
        #expect(response.header("Access-Control-Max-Age") == "600")
        #expect(response.header("Access-Control-Allow-Origin") == "*")
        #expect(router.route(Self.request("OPTIONS", "/nowhere"))?.response == nil)
    }

    @Test func anExplicitHeadOrOptionsRouteWins() throws {
        var router = Router(renderError: TestServer.renderError)
        router.add("GET", "/x") { _, _ in Self.text("get") }
        router.add("HEAD", "/x") { _, _ in HTTPResponse(status: .accepted) }
        router.add("OPTIONS", "/x") { _, _ in HTTPResponse(status: .accepted) }
        #expect(router.route(Self.request("HEAD", "/x"))?.response?.status == .accepted)
        #expect(router.route(Self.request("OPTIONS", "/x"))?.response?.status == .accepted)
    }

    @Test func amongEquallySpecificPatternsTheFirstAddedWins() {
        var router = Router(renderError: TestServer.renderError)
        router.add("GET", "/a/{x}") { _, p in Self.text("first \(p["x"] ?? "")") }
        router.add("GET", "/a/{y}") { _, p in Self.text("second \(p["y"] ?? "")") }
        #expect(router.route(Self.request("GET", "/a/1"))?.response.map { String(decoding: $0.body, as: UTF8.self) } == "first 1")
    }

    @Test func theHandlerSeesTheRequestItself() throws {
        let request = HTTPRequest(method: "POST", path: "/api/hierarchies", rawPath: "/api/hierarchies",
                                  headers: ["Content-Type": "application/json"], body: [1, 2, 3])
        let response = try #require(router.route(request)?.response)
        #expect(response.status == .created)
        #expect(response.body == [1, 2, 3])
        #expect(request.header("content-TYPE") == "application/json")
    }
}

extension HTTPStatus {
    static let accepted = HTTPStatus(code: 202, reason: "Accepted")
}
