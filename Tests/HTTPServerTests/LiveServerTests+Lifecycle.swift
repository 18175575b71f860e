import Foundation
import Synchronization
import Testing
@testable import HTTPServer
import TestSupport

/// Many clients at once, starting, and stopping gracefully.
extension LiveServerTests {
    @Test func eightThreadsTimesAHundredRequests() throws {
        let server = try TestServer.start()
        defer { server.stop(gracePeriod: .seconds(2)) }
        let port = server.port
        let failures = Mutex<[String]>([])
        let served = Atomic<Int>(0)
        onThreads(8) { thread in
            var connection: TestConnection?
            for index in 0..<100 {
                do {
                    // Keep-alive, with a fresh connection every 25 requests.
                    if index % 25 == 0 { connection = try TestConnection(port: port) }
                    guard let connection else { return }
                    try connection.send(method: "GET", target: "/api/hierarchies/t\(thread)-\(index)")
                    let response = try connection.readResponse()
                    if response.status == 200, response.text == #"{"id":"t\#(thread)-\#(index)"}"# {
                        served.add(1, ordering: .relaxed)
                    } else {
                        failures.withLock { $0.append("t\(thread)-\(index): \(response.status) \(response.text)") }
                    }
                } catch {
                    failures.withLock { $0.append("t\(thread)-\(index): \(error)") }
                    connection = nil
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(served.load(ordering: .relaxed) == 800)
    }

    @Test func gracefulStopFinishesTheRequestInFlightAndRefusesNewOnes() throws {
        let server = try TestServer.start()
        let port = server.port
        let slow = try TestConnection(port: port)
        try slow.send(method: "GET", target: "/api/slow?ms=700")
        #expect(waitUntil { server.requestsInFlight.load(ordering: .acquiring) == 1 })

        let stopped = Mutex<Duration?>(nil)
        let stopper = Thread {
            let elapsed = ContinuousClock().measure { server.stop(gracePeriod: .seconds(10)) }
            stopped.withLock { $0 = elapsed }
        }
        stopper.start()
        usleep(150_000)  // let stop quiesce while the slow handler still sleeps

        // While stop waits: no new connection gets in...
        #expect(throws: TestConnection.Failure.self) { try TestConnection(port: port) }
        // ...but the request in flight is answered in full.
        let response = try slow.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "slow done")
        #expect(waitUntil(seconds: 10) { stopped.withLock { $0 } != nil })
        // stop returned once that request was done, not at the end of its 10 s grace period.
        #expect(try #require(stopped.withLock { $0 }) < .seconds(5))
        #expect(throws: TestConnection.Failure.self) { try TestConnection(port: port) }
    }

    @Test func stopDoesNotWaitForIdleKeepAliveConnections() throws {
        let server = try TestServer.start()
        let idle = try TestConnection(port: server.port)
        try idle.send(method: "GET", target: "/api/hierarchies/h")
        #expect(try idle.readResponse().status == 200)
        // The connection stays open but no request is in flight: nothing to wait for.
        let elapsed = ContinuousClock().measure { server.stop(gracePeriod: .seconds(5)) }
        #expect(elapsed < .seconds(2))
        #expect(idle.waitForServerToClose())
    }

    @Test func stopIsIdempotentAndThePortIsStillKnown() throws {
        let server = try TestServer.start()
        let port = server.port
        server.stop(gracePeriod: .milliseconds(100))
        server.stop(gracePeriod: .milliseconds(100))
        #expect(server.port == port)
        let refused = #expect(throws: TestConnection.Failure.self) { try TestConnection(port: port) }
        #expect(refused?.code == ECONNREFUSED)
    }

    @Test func aTakenPortIsAClearError() throws {
        let first = try TestServer.start()
        defer { first.stop(gracePeriod: .seconds(2)) }
        let error = #expect(throws: HTTPServerError.self) {
            try TestServer.start { $0.port = first.port }
        }
        #expect(error?.kind == .couldNotStart)
        #expect(error?.description.contains("127.0.0.1:\(first.port)") == true)
    }

    @Test(arguments: ["example.com", "300.1.1.1", "", "::g"])
    func aHostThatIsNotAnIPLiteralIsRefused(host: String) {
        let error = #expect(throws: HTTPServerError.self) {
            try TestServer.start { $0.host = host }
        }
        #expect(error?.kind == .invalidHost)
    }

    @Test(arguments: [
        { (c: inout ServerConfiguration) in c.port = 70_000 },
        { (c: inout ServerConfiguration) in c.threads = 0 },
        { (c: inout ServerConfiguration) in c.maxBodyBytes = -1 },
        { (c: inout ServerConfiguration) in c.threadStackBytes = 1024 },
        { (c: inout ServerConfiguration) in c.connectionLimit = 0 },
    ] as [@Sendable (inout ServerConfiguration) -> Void])
    func anOutOfRangeSettingIsRefused(change: @Sendable (inout ServerConfiguration) -> Void) {
        let error = #expect(throws: HTTPServerError.self) { try TestServer.start(configure: change) }
        #expect(error?.kind == .invalidConfiguration)
    }

    @Test(arguments: ["localhost", "::1"])
    func localhostAndIPv6LoopbackServe(host: String) throws {
        let server = try TestServer.start { $0.host = host; $0.threads = 1 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let connection = try TestConnection(port: server.port, host: host == "localhost" ? "127.0.0.1" : host)
        try connection.send(method: "GET", target: "/api/hierarchies/v6")
        #expect(try connection.readResponse().text == #"{"id":"v6"}"#)
    }
}
