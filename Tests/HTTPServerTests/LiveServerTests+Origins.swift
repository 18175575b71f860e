import Testing
@testable import HTTPServer
import TestSupport

/// The origin policy (`OriginPolicy`) on the real daemon: who may change state, which names the server answers
/// to, and who may read its answers from another origin.
extension LiveServerTests {
    @Test(arguments: ["POST /api/echo", "DELETE /api/hierarchies/h_1", "PUT /api/echo", "PATCH /api/echo"])
    func aStateChangingRequestFromAPageOfAnotherOriginIs403(request: String) throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let parts = request.split(separator: " ").map(String.init)
        for origin in ["http://evil.example", "null", "http://127.0.0.1:\(server.port + 1)", "https://localhost:\(server.port)"] {
            let response = try httpRequest(port: server.port, parts[0], parts[1],
                                           headers: [("Host", "localhost:\(server.port)"), ("Origin", origin)], body: Array("x".utf8))
            #expect(response.status == 403, "\(request) from \(origin)")
            #expect(response.text.contains(#""code":"foreign_origin""#))
            #expect(response.header("Content-Type") == HTTPResponse.jsonContentType)
            #expect(response.header("Access-Control-Allow-Origin") == nil)
        }
        // The server kept serving.
        #expect(try httpRequest(port: server.port, "GET", "/api/hierarchies/h_1").status == 200)
    }

    @Test func thePageItselfCurlAndReadsFromElsewhereStillWork() throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let host = "127.0.0.1:\(server.port)"
        // The page: the browser's Origin is the server's own, named as its Host header names it.
        let fromPage = try httpRequest(port: server.port, "POST", "/api/echo",
                                       headers: [("Host", host), ("Origin", "http://" + host)], body: Array("page".utf8))
        #expect(fromPage.status == 200 && fromPage.text == "page")
        // curl and the CLI send no Origin.
        #expect(try httpRequest(port: server.port, "DELETE", "/api/hierarchies/h_1").status == 204)
        // A read from another origin is answered, but without CORS the browser keeps it from that page.
        let read = try httpRequest(port: server.port, "GET", "/api/hierarchies/h_1", headers: [("Origin", "http://evil.example")])
        #expect(read.status == 200)
        #expect(read.header("Access-Control-Allow-Origin") == nil)
    }

    @Test(arguments: ["evil.example", "evil.example:8080", "rebound.test.", "127.0.0.1.nip.io", "10.0.0.7", "[fe80::1]:80",
                      "localhost:x", "", "a b"])
    func aHostThatDoesNotNameTheServerIs421(host: String) throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        for method in ["GET", "POST"] {
            let response = try httpRequest(port: server.port, method, "/api/hierarchies/h_1", headers: [("Host", host)])
            #expect(response.status == 421, "\(method) with Host \(host)")
            #expect(response.text.contains(#""code":"misdirected_request""#))
            #expect(response.header("Content-Type") == HTTPResponse.jsonContentType)
        }
    }

    @Test(arguments: ["localhost", "LOCALHOST.", "127.0.0.1", "127.3.4.5:1", "[::1]", "[::1]:8080", "[::ffff:127.0.0.1]"])
    func loopbackNamesAreTheServer(host: String) throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let response = try httpRequest(port: server.port, "GET", "/api/hierarchies/h_1", headers: [("Host", host)])
        #expect(response.status == 200, "Host \(host)")
    }

    @Test func namesGivenToTheServerAndTheListeningHostAreAccepted() throws {
        let server = try TestServer.start { $0.originPolicy = OriginPolicy(allowedHosts: ["hittrace.internal"]) }
        defer { server.stop(gracePeriod: .seconds(2)) }
        #expect(try httpRequest(port: server.port, "GET", "/api/hierarchies/h_1", headers: [("Host", "HitTrace.internal:443")]).status == 200)
        #expect(try httpRequest(port: server.port, "GET", "/api/hierarchies/h_1", headers: [("Host", "other.internal")]).status == 421)
        // A page served under the allowed name is same-origin with it.
        let post = try httpRequest(port: server.port, "POST", "/api/echo",
                                   headers: [("Host", "hittrace.internal"), ("Origin", "http://hittrace.internal")], body: [1])
        #expect(post.status == 200)

        let wildcard = try TestServer.start { $0.host = "0.0.0.0" }
        defer { wildcard.stop(gracePeriod: .seconds(2)) }
        // Listening on every address: any address literal names it; a name still has to be given.
        #expect(try httpRequest(port: wildcard.port, "GET", "/api/hierarchies/h_1", headers: [("Host", "192.0.2.1:80")]).status == 200)
        #expect(try httpRequest(port: wildcard.port, "GET", "/api/hierarchies/h_1", headers: [("Host", "evil.example")]).status == 421)
    }

    @Test func anAllowedOriginMayReadAndWriteAndIsToldSo() throws {
        let allowed = "http://localhost:3000"
        let server = try TestServer.start { $0.originPolicy = OriginPolicy(allowedOrigins: [allowed]) }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let post = try httpRequest(port: server.port, "POST", "/api/echo", headers: [("Origin", allowed)], body: Array("ok".utf8))
        #expect(post.status == 200)
        #expect(post.header("Access-Control-Allow-Origin") == allowed)
        #expect(post.header("Vary") == "Origin")
        let preflight = try httpRequest(port: server.port, "OPTIONS", "/api/hierarchies/h_1",
                                        headers: [("Origin", allowed), ("Access-Control-Request-Method", "DELETE")])
        #expect(preflight.header("Access-Control-Allow-Origin") == allowed)
        #expect(preflight.header("Access-Control-Allow-Methods") == "GET, HEAD, DELETE, OPTIONS")
        // A prepared (shared) answer carries it for that origin only.
        #expect(try httpRequest(port: server.port, "GET", "/api/prepared", headers: [("Origin", allowed)])
            .header("Access-Control-Allow-Origin") == allowed)
        #expect(try httpRequest(port: server.port, "GET", "/api/prepared", headers: [("Origin", "http://evil.example")])
            .header("Access-Control-Allow-Origin") == nil)
        #expect(try httpRequest(port: server.port, "POST", "/api/echo", headers: [("Origin", "http://localhost:3001")], body: [1])
            .status == 403)
    }

    @Test func everyOriginWhenTheOperatorSaysSo() throws {
        let server = try TestServer.start { $0.originPolicy = OriginPolicy(allowedOrigins: ["*"]) }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let post = try httpRequest(port: server.port, "POST", "/api/echo", headers: [("Origin", "http://anywhere.test")], body: [1])
        #expect(post.status == 200)
        #expect(post.header("Access-Control-Allow-Origin") == "*")
    }

    @Test(arguments: ["localhost:3000", "http://", "http://a/b", "ftp//x"])
    func aMalformedAllowedOriginIsRefusedAtStart(origin: String) {
        #expect(throws: HTTPServerError.self) {
            _ = try TestServer.start { $0.originPolicy = OriginPolicy(allowedOrigins: [origin]) }
        }
    }
}
