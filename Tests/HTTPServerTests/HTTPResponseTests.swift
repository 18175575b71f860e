import Testing
@testable import HTTPServer

/// Response values: errors written by the given renderer, and the headers the server adds.
@Suite struct HTTPResponseTests {
    /// The errors the server and the router answer themselves are written by the renderer they were given.
    @Test func theRouterWritesItsErrorsWithTheGivenRenderer() throws {
        var router = Router(renderError: { error in
            HTTPResponse(status: error.status, body: Array("\(error.code.rawValue)|\(error.message)|\(error.path ?? "-")".utf8))
        })
        router.add(.get, "/x") { _, _ in HTTPResponse(status: .ok) }
        let response = try #require(router.route(HTTPRequest(method: .put, path: "/x", rawPath: "/x"))?.response)
        #expect(response.status == .methodNotAllowed)
        #expect(response.header("Allow") == "GET, HEAD, OPTIONS")
        #expect(String(decoding: response.body, as: UTF8.self)
                == "method_not_allowed|PUT is not allowed here; allowed: GET, HEAD, OPTIONS|/x")
    }

    @Test func jsonKeepsExtraHeaders() {
        let response = HTTPResponse.json(.created, Array("{}".utf8), headers: [("Location", "/api/x/1")])
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
        #expect(response.header("location") == "/api/x/1")
        #expect(response.status.code == 201)
    }

    @Test func theServerAddsCORSAndNoSniffButNotTwiceAndDropsFraming() {
        let response = HTTPResponse(status: .ok, headers: [
            ("access-control-allow-origin", "https://app.test"), ("Content-Length", "99"), ("X-A", "1"),
        ])
        let wire = MHDConnection.wireHeaders(for: response).map { "\($0.name): \($0.value)" }
        #expect(wire == ["access-control-allow-origin: https://app.test", "X-A: 1", "X-Content-Type-Options: nosniff"])
    }

    @Test func requestHeadersAreCaseInsensitiveAndRepeatsJoined() {
        let request = HTTPRequest(method: .get, path: "/", rawPath: "/", query: [:],
                                  headerFields: [("Accept", "text/html"), ("Host", "t"), ("ACCEPT", "application/json")],
                                  body: [])
        #expect(request.headers == ["accept": "text/html, application/json", "host": "t"])
        #expect(request.header("Accept") == "text/html, application/json")
        #expect(request.header("missing") == nil)
    }

    /// Header names compare byte by byte with ASCII letters folded, and nothing else folded: not non-ASCII
    /// letters, not the bytes next to the letter ranges ("@" and "[" sit around "A"..."Z").
    @Test func headerNamesFoldOnlyASCIILetters() {
        #expect("Content-TYPE".equalsIgnoringASCIICase("content-type"))
        #expect("x-É".equalsIgnoringASCIICase("X-É"))
        #expect(!"x-É".equalsIgnoringASCIICase("x-é"))
        #expect(!"@".equalsIgnoringASCIICase("`"))
        #expect(!"[".equalsIgnoringASCIICase("{"))
        #expect(!"accept".equalsIgnoringASCIICase("accept "))
        #expect("".equalsIgnoringASCIICase(""))
    }
}
