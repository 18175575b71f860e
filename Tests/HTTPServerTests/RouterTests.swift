import Testing
@testable import HTTPServer

/// The router in-process: no socket, requests built as values.
@Suite struct RouterTests {
    static func request(_ method: String, _ rawPath: String) -> HTTPRequest {
        HTTPRequest(method: HTTPMethod(method), path: PercentDecoding.decode(rawPath) ?? rawPath, rawPath: rawPath)
    }

    static func text(_ value: String) -> HTTPResponse {
        HTTPResponse(status: .ok, body: Array(value.utf8))
    }

    let router: Router = {
        var router = Router(renderError: TestServer.renderError)
        router.add(.get, "/api/hierarchies") { _, _ in text("list") }
        router.add(.post, "/api/hierarchies") { request, _ in
            HTTPResponse(status: .created, body: request.body)
        }
        router.add(.get, "/api/hierarchies/{id}") { _, p in text("get \(p["id"])") }
        router.add(.delete, "/api/hierarchies/{id}") { _, p in text("delete \(p["id"])") }
        router.add(.get, "/api/hierarchies/presets") { _, _ in text("presets") }
        router.add(.post, "/api/hierarchies/{id}/touches") { _, p in text("touch \(p["id"])") }
        router.add(.get, "/") { _, _ in text("root") }
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
        // Added by the server for an allowed origin only (OriginPolicy), never by the router.
        #expect(response.header("Access-Control-Allow-Origin") == nil)
        #expect(router.route(Self.request("OPTIONS", "/nowhere"))?.response == nil)
    }

    @Test func anExplicitHeadOrOptionsRouteWins() throws {
        var router = Router(renderError: TestServer.renderError)
        router.add(.get, "/x") { _, _ in Self.text("get") }
        router.add(.head, "/x") { _, _ in HTTPResponse(status: .accepted) }
        router.add(.options, "/x") { _, _ in HTTPResponse(status: .accepted) }
        #expect(router.route(Self.request("HEAD", "/x"))?.response?.status == .accepted)
        #expect(router.route(Self.request("OPTIONS", "/x"))?.response?.status == .accepted)
    }

    @Test func amongEquallySpecificPatternsTheFirstAddedWins() {
        var router = Router(renderError: TestServer.renderError)
        router.add(.get, "/a/{x}") { _, p in Self.text("first \(p["x"])") }
        router.add(.get, "/a/{y}") { _, p in Self.text("second \(p["y"])") }
        #expect(router.route(Self.request("GET", "/a/1"))?.response.map { String(decoding: $0.body, as: UTF8.self) } == "first 1")
    }

    @Test func theHandlerSeesTheRequestItself() throws {
        let request = HTTPRequest(method: .post, path: "/api/hierarchies", rawPath: "/api/hierarchies",
                                  headers: ["Content-Type": "application/json"], body: [1, 2, 3])
        let response = try #require(router.route(request)?.response)
        #expect(response.status == .created)
        #expect(response.body == [1, 2, 3])
        #expect(request.header("content-TYPE") == "application/json")
    }
    /// Methods are an enum: the usual ones are cases, any other token is kept as sent, and case matters.
    @Test func methodsAreParsedCaseSensitively() {
        #expect(HTTPMethod("GET") == .get && HTTPMethod("OPTIONS") == .options)
        #expect(HTTPMethod("get") == .other("get"))
        #expect(HTTPMethod("PROPFIND").name == "PROPFIND")
        for method in [HTTPMethod.get, .head, .post, .put, .patch, .delete, .options] { #expect(HTTPMethod(method.name) == method) }
        #expect(router.route(Self.request("get", "/api/hierarchies"))?.response?.status == .methodNotAllowed)
    }

    /// A matched route's parameters are values, not optionals, decoded from the raw path.
    @Test func aMatchedRoutesParametersAreThere() throws {
        var router = Router(renderError: TestServer.renderError)
        router.add(.get, "/a/{x}/b/{y}") { _, p in Self.text("\(p["x"])+\(p["y"])") }
        let response = try #require(router.route(Self.request("GET", "/a/1%2F2/b/%C3%A9"))?.response)
        #expect(String(decoding: response.body, as: UTF8.self) == "1/2+é")
    }
}
