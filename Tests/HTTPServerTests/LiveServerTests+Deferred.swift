import Foundation
import Synchronization
import Testing
@testable import HTTPServer
import TestSupport

/// Answers given later from another thread (`DeferredResponse`): the connection is suspended meanwhile, and
/// resumed with the answer.
extension LiveServerTests {
    @Test func aLaterAnswerIsSentWhenItComesAndTheConnectionIsKeptAlive() throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let connection = try TestConnection(port: server.port)
        for (index, ms) in ["50", "now", "0", "5"].enumerated() {
            try connection.send(method: "GET", target: "/api/later/a\(index)?ms=\(ms)")
            let response = try connection.readResponse()
            #expect(response.status == 201)
            #expect(response.text == "later a\(index)")
            #expect(response.header("x-later") == "yes")
        }
        // The same connection still serves ordinary requests.
        try connection.send(method: "GET", target: "/api/hierarchies/after")
        #expect(try connection.readResponse().text == #"{"id":"after"}"#)
    }

    /// While requests wait, the pool's threads serve others: four threads, 64 waiting requests, and an
    /// ordinary request is still answered at once.
    @Test func waitingRequestsDoNotHoldThePoolsThreads() throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(5)) }
        var waiting: [TestConnection] = []
        for index in 0..<64 {
            let connection = try TestConnection(port: server.port)
            try connection.send(method: "GET", target: "/api/later/w\(index)?ms=1500")
            waiting.append(connection)
        }
        let start = ContinuousClock.now
        let quick = try TestConnection(port: server.port)
        try quick.send(method: "GET", target: "/api/hierarchies/quick")
        #expect(try quick.readResponse().status == 200)
        #expect(ContinuousClock.now - start < .milliseconds(1000))
        for (index, connection) in waiting.enumerated() {
            let response = try connection.readResponse()
            #expect(response.status == 201 && response.text == "later w\(index)", "\(index)")
        }
    }

    /// Each answer reaches its own request, however they interleave.
    @Test func manyLaterAnswersReachTheirOwnRequests() throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let port = server.port
        let failures = Mutex<[String]>([])
        onThreads(8) { thread in
            do {
                let connection = try TestConnection(port: port)
                for index in 0..<60 {
                    let ms = ["now", "0", "1", "3"][(thread + index) % 4]
                    try connection.send(method: "GET", target: "/api/later/t\(thread)-\(index)?ms=\(ms)")
                    let response = try connection.readResponse()
                    if response.status != 201 || response.text != "later t\(thread)-\(index)" {
                        failures.withLock { $0.append("t\(thread)-\(index): \(response.status) \(response.text)") }
                    }
                }
            } catch {
                failures.withLock { $0.append("thread \(thread): \(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    /// A request whose answer never comes is answered 503 when the server stops (libmicrohttpd aborts if it
    /// is stopped with a connection still suspended), and stopping takes the grace period, not forever.
    @Test func stoppingAnswersTheRequestsStillWaiting() throws {
        let server = try TestServer.start()
        let connections = try (0..<3).map { index in
            let connection = try TestConnection(port: server.port)
            try connection.send(method: "GET", target: "/api/later/n\(index)?ms=never")
            return connection
        }
        #expect(waitUntil { server.waitingAnswers.withLock { $0.byRequest.count } == 3 })
        let start = ContinuousClock.now
        server.stop(gracePeriod: .milliseconds(300))
        #expect(ContinuousClock.now - start < .seconds(4))
        for connection in connections {
            let response = try connection.readResponse()
            #expect(response.status == 503)
            #expect(response.text.contains("\"code\":\"stopping\""))
        }
        #expect(server.waitingAnswers.withLock { $0.byRequest.isEmpty })
    }

    /// An answer that comes while the server stops is the one sent, if it comes within the grace period.
    @Test func anAnswerWithinTheGracePeriodIsSentDuringStop() throws {
        let server = try TestServer.start()
        let connection = try TestConnection(port: server.port)
        try connection.send(method: "GET", target: "/api/later/g?ms=300")
        #expect(waitUntil { server.waitingAnswers.withLock { $0.byRequest.count } == 1 })
        server.stop(gracePeriod: .seconds(3))
        let response = try connection.readResponse()
        #expect(response.status == 201 && response.text == "later g")
    }

    /// Once a stop has answered the waiting requests, no request is suspended any more: one whose answer is
    /// not there yet gets 503 at once (a handler still running then must not leave a suspended connection
    /// behind for MHD_stop_daemon); one answered before its handler returned still gets its answer.
    @Test func afterTheWaitingAreAnsweredNoRequestIsSuspended() throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(1)) }
        #expect(server.answerWaitingRequests() == 0)
        let connection = try TestConnection(port: server.port)
        try connection.send(method: "GET", target: "/api/later/d?ms=2000")
        let start = ContinuousClock.now
        let refused = try connection.readResponse()
        #expect(refused.status == 503)
        #expect(ContinuousClock.now - start < .milliseconds(1500))
        try connection.send(method: "GET", target: "/api/later/e?ms=now")
        let answered = try connection.readResponse()
        #expect(answered.status == 201 && answered.text == "later e")
        #expect(server.waitingAnswers.withLock { $0.byRequest.isEmpty })
    }
}
