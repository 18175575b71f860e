import Foundation
import Testing
@testable import HTTPServer
import TestSupport

/// The request timeout: a request must arrive whole within `requestTimeoutSeconds` of its connection
/// opening or of the previous answer, however its bytes trickle in; answering does not count. The server runs
/// on a clock the test moves (`ManualClock`), so none of these waits for the timeout.
extension LiveServerTests {
    /// Waits (a few milliseconds) until libmicrohttpd has taken the connection just made: its deadline runs from
    /// then, on the clock as it stands.
    private func waitUntilAccepted(_ server: HTTPServer) {
        var waited = 0
        while server.openConnections.isEmpty, waited < 500 { usleep(2_000); waited += 1 }
    }

    /// A client that sends its request line byte by byte resets libmicrohttpd's idle timeout with every byte; the
    /// request timeout closes it anyway once the clock passes it, and meanwhile others are answered.
    @Test func aTricklingRequestIsClosedByTheRequestTimeout() throws {
        let clock = ManualClock()
        let server = try clock.start { $0.requestTimeoutSeconds = 2; $0.connectionTimeoutSeconds = 30 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let slow = try TestConnection(port: server.port)
        waitUntilAccepted(server)
        try slow.send("GET /api/hierarchies/")
        #expect(try httpRequest(port: server.port, "GET", "/api/hierarchies/h_1").status == 200)
        #expect(clock.advance(by: .milliseconds(1_900)) == 0, "cut before its time")
        try slow.send("x")
        clock.advance(by: .milliseconds(200))
        #expect(throws: (any Error).self, "the trickling connection was never closed") {
            try slow.send(" HTTP/1.1\r\nHost: localhost\r\n\r\n")
            _ = try slow.readResponse()
        }
    }

    /// The same trickle with no request timeout keeps its connection however far the clock moves (a day here).
    @Test func withoutARequestTimeoutATricklingRequestKeepsItsConnection() throws {
        let clock = ManualClock()
        let server = try clock.start { $0.requestTimeoutSeconds = 0; $0.connectionTimeoutSeconds = 30 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let slow = try TestConnection(port: server.port)
        waitUntilAccepted(server)
        try slow.send("GET /api/hierarch")
        #expect(clock.advance(by: .seconds(86_400)) == 0)
        try slow.send("ies/h_2 HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try slow.readResponse().status == 200)
    }

    /// The clock restarts after every answer: a keep-alive client asking every 1.5 s for 10.5 s, five times the
    /// 2 s timeout, is never cut off. (That an idle one is cut is not checked here: the answer reaches the client
    /// before libmicrohttpd reports the request done and its deadline restarts, so the clock cannot be moved
    /// after it without a race.)
    @Test func keepAliveRequestsRestartTheRequestTimeout() throws {
        let clock = ManualClock()
        let server = try clock.start { $0.requestTimeoutSeconds = 2 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let connection = try TestConnection(port: server.port)
        for index in 0..<7 {
            try connection.send(method: "GET", target: "/api/hierarchies/k\(index)")
            #expect(try connection.readResponse().status == 200)
            #expect(clock.advance(by: .milliseconds(1_500)) == 0, "cut after request \(index)")
        }
    }

    /// Answering does not count: a handler that moves the clock 10 s past a 1 s timeout while it answers,
    /// sweeping as it goes, still gets its answer out; nothing was ended.
    @Test func aSlowAnswerIsNotCutByTheRequestTimeout() throws {
        let clock = ManualClock()
        let server = try clock.start { $0.requestTimeoutSeconds = 1 }
        defer { server.stop(gracePeriod: .seconds(5)) }
        let response = try httpRequest(port: server.port, "GET", "/api/advance-clock?s=10")
        #expect(response.status == 200)
        #expect(response.text == "ended 0")
    }
}
