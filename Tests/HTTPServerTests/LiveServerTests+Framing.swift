#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import HTTPServer
import TestSupport

/// Requests a proxy could read differently from the server (`RequestFraming`), sent as raw bytes: each is
/// refused with a JSON error, and the server keeps serving. And a request line with many query parameters.
extension LiveServerTests {
    @Test(arguments: [
        ("GET /api/hierarchies/h_1 HTTP/1.9\r\nHost: localhost\r\n\r\n", 505, "HTTP/1.9"),
        ("GET /api/hierarchies/h_1 HTTP/1.1\r\n\r\n", 400, "Host header"),
        ("GET /api/hierarchies/h_1 HTTP/1.1\r\nHost: localhost\r\nHost: other\r\n\r\n", 400, "2 Host headers"),
        ("POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}", 400, "disagree"),
        ("POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400,
         "both Content-Length and Transfer-Encoding"),
        ("GET /api/hierarchies/h_1 HTTP/1.1\r\nHost: localhost\r\nX-A: a\rb\r\n\r\n", 400, "NUL, CR or LF"),
        // libmicrohttpd keeps a value as a C string: what follows a NUL is found in its read buffer.
        ("GET /api/hierarchies/h_1 HTTP/1.1\r\nHost: localhost\r\nX-A: a\0b\r\nX-B: c\r\n\r\n", 400, "NUL byte"),
        ("GET /api/hierarchies/h_1 HTTP/1.1\r\nHost: localhost\r\nX-A: a\0b   \r\n\r\n", 400, "NUL byte"),
        ("GET /api/hierarchies/h_1 HTTP/1.1\r\nHost: local\0host.evil\r\n\r\n", 400, "NUL byte"),
    ])
    func ambiguousFramingIsRefusedWithJSON(request: String, status: Int, says: String) throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let connection = try TestConnection(port: server.port)
        try connection.send(request)
        let response = try connection.readResponse()
        #expect(response.status == status)
        #expect(response.header("Content-Type") == HTTPResponse.jsonContentType)
        #expect(response.text.contains(says), "\(response.text)")
        #expect(try httpRequest(port: server.port, "GET", "/api/hierarchies/h_1").status == 200)
    }

    @Test func identicalContentLengthsAndHTTP10WithoutHostAreFine() throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        // Spaces around values, empty values and bare LF line ends hide nothing.
        let spaced = try TestConnection(port: server.port)
        try spaced.send("GET /api/hierarchies/h_1 HTTP/1.1\r\nHost:   localhost  \r\nX-E:\r\nX-F: \t \r\nX-G: a b\t\r\n\r\n")
        #expect(try spaced.readResponse().status == 200)
        let bare = try TestConnection(port: server.port)
        try bare.send("GET /api/hierarchies/h_1 HTTP/1.1\nHost: localhost\nX-E:\n\n")
        #expect(try bare.readResponse().status == 200)
        let twice = try TestConnection(port: server.port)
        try twice.send("POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok")
        #expect(try twice.readResponse().text == "ok")
        let old = try TestConnection(port: server.port)
        try old.send("GET /api/hierarchies/h_1 HTTP/1.0\r\n\r\n")
        #expect(try old.readResponse().status == 200)
    }

    @Test func aThousandQueryParametersAreAnsweredAndTooManyLeaveNothingInFlight() throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let thousand = (0..<1_000).map { "k\($0)=v\($0)" }.joined(separator: "&")
        let answered = try httpRequest(port: server.port, "GET", "/api/echo-request?" + thousand)
        #expect(answered.status == 200)
        #expect(answered.text.contains("query.k999=v999"))
        // The query is the server's to read (`QueryKeptFromPool`): a pool of 32 KiB holds twice as many, which
        // parsed by libmicrohttpd into the pool would need over 100 KiB.
        if QueryKeptFromPool.applies {
            let more = (0..<2_000).map { "k\($0)=v\($0)" }.joined(separator: "&")
            let read = try httpRequest(port: server.port, "GET", "/api/echo-request?" + more + "&last=%C3%A9")
            #expect(read.status == 200)
            #expect(read.text.contains("query.k1999=v1999"))
            #expect(read.text.contains("query.last=é"))
        }
        // Far more than the connection's memory holds: libmicrohttpd drops it on its own, without reporting the
        // request completed; the server still counts it finished once the connection closes.
        let many = (0..<5000).map { "k\($0)=v\($0)" }.joined(separator: "&")
        let connection = try TestConnection(port: server.port)
        try connection.send("GET /api/echo-request?\(many) HTTP/1.1\r\nHost: localhost\r\n\r\n")
        _ = try? connection.readResponse()
        var waited = 0
        while server.requestsInFlight.load(ordering: .acquiring) > 0, waited < 200 { usleep(10_000); waited += 1 }
        #expect(server.requestsInFlight.load(ordering: .acquiring) == 0)
        #expect(try httpRequest(port: server.port, "GET", "/api/hierarchies/h_1").status == 200)
    }
}
