import Dispatch
import Foundation
import Synchronization
import Testing
@testable import HTTPServer
import TestSupport

/// Heavy work (`Answer.heavy`) runs on its own bounded pool: light requests keep the server's threads, a full
/// queue is 503 `busy` with `Retry-After`, the work hears when its client leaves or the server stops, and an
/// answer past the size limit is a 422.
@Suite(.serialized) struct HeavyWorkTests {
    /// How each heavy request's work ended: "done", or the `RequestLifetime.End` it saw.
    final class Outcomes: Sendable {
        let ends = Mutex<[String]>([])
        let started = Mutex(0)
        func wait(for count: Int, _ read: (Outcomes) -> Int, upTo seconds: Double = 10) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while read(self) < count, Date() < deadline { usleep(5_000) }
            return read(self) >= count
        }
    }

    /// `GET /heavy?ms=N`: heavy work that runs N ms unless its request ends first; `GET /light`: answered at once.
    static func start(_ outcomes: Outcomes, configure: (inout ServerConfiguration) -> Void = { _ in }) throws -> HTTPServer {
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2)
        configure(&configuration)
        var router = Router(renderError: TestServer.renderError)
        router.add(.get, "/heavy") { request, _ in
            let ms = request.query["ms"].flatMap { Int($0) } ?? 500
            return .heavy {
                outcomes.started.withLock { $0 += 1 }
                let end = Date().addingTimeInterval(Double(ms) / 1000)
                while Date() < end {
                    if let ended = request.lifetime.end {
                        outcomes.ends.withLock { $0.append("\(ended)") }
                        return .now(HTTPResponse(status: .serviceUnavailable, body: Array("\(ended)".utf8)))
                    }
                    usleep(2_000)
                }
                outcomes.ends.withLock { $0.append("done") }
                return .now(HTTPResponse(status: .ok, body: Array("heavy done".utf8)))
            }
        }
        router.add(.get, "/light") { _, _ in HTTPResponse(status: .ok, body: Array("light".utf8)) }
        router.add(.get, "/large") { request, _ in
            HTTPResponse(status: .ok, body: [UInt8](repeating: 0x61, count: request.query["n"].flatMap { Int($0) } ?? 0))
        }
        let routes = router
        return try HTTPServer(configuration: configuration, renderError: TestServer.renderError) { request in
            routes.route(request) ?? .now(HTTPResponse(status: .notFound))
        }
    }

    @Test func lightRequestsAreAnsweredWhileEveryHeavyThreadIsBusy() throws {
        let outcomes = Outcomes()
        let server = try Self.start(outcomes) { $0.heavyThreads = 2; $0.heavyQueue = 8; $0.maxRequestSeconds = 120 }
        defer { server.stop(gracePeriod: .seconds(5)) }
        // More heavy requests than the server has threads of either kind.
        let heavy = try (0..<5).map { _ in try TestConnection(port: server.port) }
        for connection in heavy { try connection.send(method: "GET", target: "/heavy?ms=1500") }
        #expect(outcomes.wait(for: 2) { $0.started.withLock { $0 } })
        for _ in 0..<10 {
            let light = try TestConnection(port: server.port)
            try light.send(method: "GET", target: "/light")
            #expect(try light.readResponse().text == "light")
        }
        // Light answers came while the heavy work still ran.
        #expect(outcomes.ends.withLock { $0.isEmpty })
        for connection in heavy { let text = try connection.readResponse().text; #expect(text == "heavy done", "\(text)") }
    }

    @Test func aFullQueueIsBusyWithRetryAfter() throws {
        let outcomes = Outcomes()
        let server = try Self.start(outcomes) { $0.heavyThreads = 1; $0.heavyQueue = 1; $0.maxRequestSeconds = 7 }
        defer { server.stop(gracePeriod: .seconds(5)) }
        let running = try TestConnection(port: server.port)
        try running.send(method: "GET", target: "/heavy?ms=1000")
        #expect(outcomes.wait(for: 1) { $0.started.withLock { $0 } })
        let waiting = try TestConnection(port: server.port)
        try waiting.send(method: "GET", target: "/heavy?ms=10")
        usleep(100_000)
        let refused = try TestConnection(port: server.port)
        try refused.send(method: "GET", target: "/heavy?ms=10")
        let busy = try refused.readResponse()
        #expect(busy.status == 503)
        #expect(busy.text.hasPrefix(#"{"error":{"code":"busy","#))
        #expect(busy.header("Retry-After") == "7")
        #expect(try running.readResponse().status == 200)
        #expect(try waiting.readResponse().status == 200)
    }

    @Test func heavyWorkHearsThatItsClientLeft() throws {
        let outcomes = Outcomes()
        let server = try Self.start(outcomes)
        defer { server.stop(gracePeriod: .seconds(5)) }
        do {
            let leaving = try TestConnection(port: server.port)
            try leaving.send(method: "GET", target: "/heavy?ms=20000")
            #expect(outcomes.wait(for: 1) { $0.started.withLock { $0 } })
        }  // closed here
        #expect(outcomes.wait(for: 1) { $0.ends.withLock { $0.count } })
        #expect(outcomes.ends.withLock { $0 } == ["clientGone"])
        // The server goes on serving.
        let next = try TestConnection(port: server.port)
        try next.send(method: "GET", target: "/light")
        #expect(try next.readResponse().text == "light")
    }

    @Test func stoppingEndsHeavyWorkAndAnswersWhatWaits() throws {
        let outcomes = Outcomes()
        let server = try Self.start(outcomes) { $0.heavyThreads = 1; $0.heavyQueue = 4 }
        let running = try TestConnection(port: server.port)
        try running.send(method: "GET", target: "/heavy?ms=60000")
        #expect(outcomes.wait(for: 1) { $0.started.withLock { $0 } })
        let waiting = try TestConnection(port: server.port)
        try waiting.send(method: "GET", target: "/heavy?ms=60000")
        usleep(100_000)
        let started = ContinuousClock.now
        server.stop(gracePeriod: .seconds(10))
        // Well within the grace period: the running work was told to stop, the waiting one never started.
        #expect(ContinuousClock.now - started < .seconds(10))
        // Both answers were sent before the server stopped.
        #expect(try running.readResponse().status == 503)
        #expect(try waiting.readResponse().status == 503)
        #expect(outcomes.ends.withLock { $0 } == ["stopping"])
        #expect(outcomes.started.withLock { $0 } == 1)
    }

    /// A large body goes out from its own buffer, whole, and the buffer is let go once the answer is sent.
    @Test func aLargeAnswerIsSentFromItsBufferAndReleasedAfter() throws {
        weak var released: AnswerBuffer?
        let bytes = (0..<(300 << 10)).map { UInt8(truncatingIfNeeded: $0 * 7) }
        do {
            let buffer = AnswerBuffer(bytes)
            released = buffer
            var router = Router(renderError: TestServer.renderError)
            router.add(.get, "/shared") { _, _ in HTTPResponse(status: .ok, buffer: buffer) }
            let routes = router
            let server = try HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2),
                                        renderError: TestServer.renderError) { routes.route($0) ?? .now(HTTPResponse(status: .notFound)) }
            defer { server.stop(gracePeriod: .seconds(2)) }
            let connections = try (0..<8).map { _ in try TestConnection(port: server.port) }
            for connection in connections { try connection.send(method: "GET", target: "/shared") }
            for connection in connections { #expect(try connection.readResponse().body == bytes) }
        }
        #expect(released == nil)
    }

    @Test func anAnswerPastTheSizeLimitIsTooMuchWork() throws {
        let outcomes = Outcomes()
        let server = try Self.start(outcomes) { $0.maxAnswerBytes = 4_096 }
        defer { server.stop(gracePeriod: .seconds(2)) }
        let connection = try TestConnection(port: server.port)
        try connection.send(method: "GET", target: "/large?n=4096")
        #expect(try connection.readResponse().body.count == 4_096)
        try connection.send(method: "GET", target: "/large?n=4097")
        let refused = try connection.readResponse()
        #expect(refused.status == 422)
        #expect(refused.text.hasPrefix(#"{"error":{"code":"too_much_work","message":"the answer is 4097 bytes; this server sends at most 4096"#))
    }
}
