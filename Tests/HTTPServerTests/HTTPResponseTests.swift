import Testing
@testable import HTTPServer

/// Response values: the JSON error shape and its escaping, and the headers the server adds.
@Suite struct HTTPResponseTests {
    @Test func errorBodyIsExactJSON() {
        let response = HTTPResponse.error(.notFound, code: "not_found", message: "no hierarchy h_9", path: "/api/h/h_9")
        #expect(response.status == .notFound)
        #expect(response.header("content-type") == "application/json; charset=utf-8")
        #expect(String(decoding: response.body, as: UTF8.self)
                == #"{"error":{"code":"not_found","message":"no hierarchy h_9","path":"/api/h/h_9"}}"#)
        let withoutPath = HTTPResponse.error(.badRequest, code: "bad", message: "m")
        #expect(String(decoding: withoutPath.body, as: UTF8.self) == #"{"error":{"code":"bad","message":"m"}}"#)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("back\\slash", #""back\\slash""#),
        ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
        ("\u{8}\u{C}", #""\b\f""#),
        ("nul\u{0}bell\u{7}esc\u{1B}del\u{7F}", #""nul\u0000bell\u0007esc\u001bdel\u007f""#),
        ("ls\u{2028}ps\u{2029}", #""ls\u2028ps\u2029""#),
        ("é ✓ 🙂 </script>", "\"é ✓ 🙂 </script>\""),
    ])
    func stringsAreEscapedForJSON(input: String, expected: String) {
        #expect(JSONString.quoted(input) == expected)
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
        let request = HTTPRequest(method: "GET", path: "/", rawPath: "/", query: [:],
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
