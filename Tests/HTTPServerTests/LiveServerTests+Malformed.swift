import Testing
@testable import HTTPServer
import TestSupport

/// Requests we cannot decode faithfully are answered 400, and the server goes on serving.
extension LiveServerTests {
    @Test(arguments: [
        "/a%zz",                         // not hex
        "/a%2",                          // escape cut short
        "/%00",                          // encoded NUL
        "/a%ff",                         // a byte that is not UTF-8
        "/api/echo-request?x=%zz",       // the query is checked too
        "/api/echo-request?x=%00",
        "/api/hierarchies/%C0%AF",       // overlong UTF-8 for "/"
    ])
    func malformedTargetIs400(target: String) throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let response = try httpRequest(port: server.port, "GET", target)
        #expect(response.status == 400)
        #expect(response.text.hasPrefix(#"{"error":{"code":"bad_request","message":"#))
        #expect(try httpRequest(port: server.port, "GET", "/api/hierarchies/h").status == 200)
    }

    @Test(arguments: [
        "GET /a␀b HTTP/1.1\r\nHost: localhost\r\n\r\n",        // a raw NUL in the request line (␀ is sent as 0x00)
        "GET a/b HTTP/1.1\r\nHost: localhost\r\n\r\n",        // not origin-form
        "GET /a\u{1}b HTTP/1.1\r\nHost: localhost\r\n\r\n",    // a raw control character
        "GET /a b HTTP/1.1\r\nHost: localhost\r\n\r\n",        // a raw space inside the target
    ])
    func rawMalformedRequestLineIs400(request: String) throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let connection = try TestConnection(port: server.port, timeoutSeconds: 3)
        try connection.send(request.split(separator: "␀", omittingEmptySubsequences: false).joined(separator: "\u{0}"))
        let status = try connection.readResponse().status
        #expect(status == 400)
        #expect(try httpRequest(port: server.port, "GET", "/api/hierarchies/h").status == 200)
    }
}
