import Foundation
import Testing
@testable import HTTPServer
import TestSupport

/// Clients that hold connections without using them: a body sent too slowly, idle connections by the hundred.
/// They are closed (the timeout), refused (the per-address limit) or kept waiting (the total limit), and
/// meanwhile other clients are answered.
extension LiveServerTests {
    /// A client announces 1,000 bytes, sends 10 and stops. The connection timeout closes it; while it waits,
    /// another client is served at once (MHD's threads poll sockets, so a stalled upload holds no thread).
    @Test func aStalledBodyIsClosedByTheTimeoutAndOthersAreServedMeanwhile() throws {
        let server = try TestServer.start { $0.connectionTimeoutSeconds = 1 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let stalled = try TestConnection(port: server.port, timeoutSeconds: 5)
        try stalled.send("POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n0123456789")

        let clock = ContinuousClock()
        let started = clock.now
        #expect(try httpRequest(port: server.port, "GET", "/api/hierarchies/h_1").status == 200)
        #expect(stalled.waitForServerToClose())
        let held = clock.now - started
        // Closed by the 1 s timeout, well before the client's own 5 s read timeout would have ended the wait.
        #expect(held >= .milliseconds(500) && held < .seconds(4), "held for \(held)")
    }

    /// A connection that never sends a request line is closed by the same timeout.
    @Test func anIdleConnectionIsClosedByTheTimeout() throws {
        let server = try TestServer.start { $0.connectionTimeoutSeconds = 1 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let idle = try TestConnection(port: server.port, timeoutSeconds: 5)
        #expect(idle.waitForServerToClose())
    }

    /// Two idle connections from 127.0.0.1 use up its per-address limit: a third from there is closed as it
    /// arrives, while a client from 127.0.0.2 is served.
    @Test func onePastThePerAddressLimitIsClosedAndAnotherAddressIsServed() throws {
        let server = try TestServer.start { $0.perIPConnectionLimit = 2; $0.connectionTimeoutSeconds = 30 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let held = try (0..<2).map { _ in try TestConnection(port: server.port) }
        try held[0].send("GET /api/hierarchies/h_1 HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try held[0].readResponse().status == 200)  // both are really open (and kept alive)

        let refused = try TestConnection(port: server.port, timeoutSeconds: 3)
        try? refused.send("GET /api/hierarchies/h_1 HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(refused.waitForServerToClose())

        let other = try TestConnection(port: server.port, from: "127.0.0.2", timeoutSeconds: 3)
        try other.send("GET /api/hierarchies/h_2 HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try other.readResponse().status == 200)
        withExtendedLifetime(held) {}
    }

    /// The total limit: with three connections open, libmicrohttpd stops accepting, so a fourth waits in the
    /// kernel's listen queue, unanswered; once one of the three goes, it is accepted and answered. One thread:
    /// with a pool, libmicrohttpd splits the limit among its threads, so it would bind per thread.
    @Test func pastTheTotalLimitANewConnectionWaitsUntilOneGoes() throws {
        let server = try TestServer.start { $0.connectionLimit = 3; $0.perIPConnectionLimit = 0; $0.threads = 1 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        var held = try (0..<3).map { _ in try TestConnection(port: server.port) }
        for connection in held {
            try connection.send("GET /api/hierarchies/h_1 HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
        }
        let waiting = try TestConnection(port: server.port, timeoutSeconds: 1)
        try waiting.send("GET /api/hierarchies/h_4 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        #expect(throws: TestConnection.Failure.self) { try waiting.readResponse() }  // 1 s: not accepted yet

        held.removeLast()  // closes it: a slot is free
        var answer: TestResponse?
        for _ in 0..<5 where answer == nil { answer = try? waiting.readResponse() }
        #expect(answer?.status == 200)
        #expect(answer?.text == #"{"id":"h_4"}"#)
        withExtendedLifetime(held) {}
    }

    @Test func limitsOutsideTheirRangeAreRefused() {
        #expect(throws: HTTPServerError.self) { try TestServer.start { $0.perIPConnectionLimit = -1 } }
        #expect(throws: HTTPServerError.self) { try TestServer.start { $0.connectionLimit = 0 } }
        #expect(throws: HTTPServerError.self) { try TestServer.start { $0.connectionTimeoutSeconds = -5 } }
        #expect(throws: HTTPServerError.self) { try TestServer.start { $0.requestTimeoutSeconds = -1 } }
        #expect(throws: HTTPServerError.self) { try TestServer.start { $0.requestTimeoutSeconds = 86_401 } }
    }
}
