import Foundation
import Testing
@testable import HTTPServer
import TestSupport

/// The request timeout: a request must arrive whole within `requestTimeoutSeconds` of its connection
/// opening or of the previous answer, however its bytes trickle in; answering does not count.
extension LiveServerTests {
    /// Sends `text` a byte every 200 ms; returns how long until a send failed (the server closed the
    /// connection), or nil if every byte went.
    private func trickle(_ text: String, on connection: TestConnection) -> Duration? {
        let clock = ContinuousClock()
        let started = clock.now
        for byte in text.utf8 {
            do { try connection.send([byte]) } catch { return clock.now - started }
            usleep(200_000)
        }
        return nil
    }

    /// A client that sends its request line a byte every 200 ms resets libmicrohttpd's idle timeout with every
    /// byte; the request timeout closes it anyway, and meanwhile others are answered.
    @Test func aTricklingRequestIsClosedByTheRequestTimeout() throws {
        let server = try TestServer.start { $0.requestTimeoutSeconds = 2; $0.connectionTimeoutSeconds = 30 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let slow = try TestConnection(port: server.port)
        #expect(try httpRequest(port: server.port, "GET", "/api/hierarchies/h_1").status == 200)
        let line = "GET /api/hierarchies/" + String(repeating: "x", count: 60) + " HTTP/1.1\r\n"
        let held = try #require(trickle(line, on: slow), "the trickling connection was never closed")
        // 2 s, checked every 0.5 s; the send that notices the close comes up to 0.4 s later.
        #expect(held >= .milliseconds(1_500) && held < .seconds(8), "held for \(held)")
    }

    /// The same trickle with no request timeout keeps its connection for as long as it trickles (here 3.2 s,
    /// past the 2 s above).
    @Test func withoutARequestTimeoutATricklingRequestKeepsItsConnection() throws {
        let server = try TestServer.start { $0.requestTimeoutSeconds = 0; $0.connectionTimeoutSeconds = 30 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let slow = try TestConnection(port: server.port)
        #expect(trickle("GET /api/hierarch", on: slow) == nil)
    }

    /// The clock restarts after every answer: a keep-alive client asking every 0.6 s for 4 s, twice the
    /// timeout, is never cut off.
    @Test func keepAliveRequestsRestartTheRequestTimeout() throws {
        let server = try TestServer.start { $0.requestTimeoutSeconds = 2 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let connection = try TestConnection(port: server.port)
        for index in 0..<7 {
            try connection.send(method: "GET", target: "/api/hierarchies/k\(index)")
            #expect(try connection.readResponse().status == 200)
            usleep(600_000)
        }
    }

    /// Answering does not count: a handler taking 2.5 s, past a 1 s timeout, still gets its answer out.
    @Test func aSlowAnswerIsNotCutByTheRequestTimeout() throws {
        let server = try TestServer.start { $0.requestTimeoutSeconds = 1 }
        defer { server.stop(gracePeriod: .seconds(5)) }
        let response = try httpRequest(port: server.port, "GET", "/api/slow?ms=2500")
        #expect(response.status == 200)
        #expect(response.text == "slow done")
    }
}
