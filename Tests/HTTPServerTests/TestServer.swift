import Dispatch
import HTTPServer

/// The server the live tests talk to: a router with a few routes, then static files, then 404 —
/// the same layering the app uses.
enum TestServer {
    /// With a `clock`, also `GET /api/advance-clock?s=N`: moves the clock on by N seconds while it is being
    /// answered and answers how many connections that ended.
    static func start(
        staticRoot: String? = nil, clock: ManualClock? = nil, configure: (inout ServerConfiguration) -> Void = { _ in }
    ) throws -> HTTPServer {
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, threads: 4)
        configure(&configuration)
        var routes = makeRouter()
        if let clock {
            routes.add(.get, "/api/advance-clock") { request, _ in
                let ended = clock.advance(by: .seconds(request.query["s"].flatMap { Int($0) } ?? 0))
                return HTTPResponse(status: .ok, body: Array("ended \(ended)".utf8))
            }
        }
        let router = routes
        let files = staticRoot.map { StaticFiles(root: $0) }
        return try HTTPServer(configuration: configuration, renderError: renderError) { request in
            router.route(request) ?? .now(files?.response(for: request)
                ?? renderError(HTTPError(status: .notFound, code: .notFound, message: "nothing here", path: request.path)))
        }
    }

    /// The errors' shape in these tests: the app's, for messages that need no escaping. (The app's own
    /// renderer, escaping included, is tested in HitTraceAppTests; this module writes no JSON.)
    static let renderError: ErrorRenderer = { error in
        var text = #"{"error":{"code":""# + error.code.rawValue + #"","message":""# + error.message + "\""
        if let path = error.path { text += #","path":""# + path + "\"" }
        return HTTPResponse.json(error.status, Array((text + "}}").utf8))
    }

    static func makeRouter() -> Router {
        var router = Router(renderError: renderError)
        router.add(.get, "/api/hierarchies/{id}") { _, parameters in
            .json(.ok, Array("{\"id\":\"\(parameters["id"])\"}".utf8))
        }
        router.add(.get, "/api/hierarchies/{id}/touches/{touch}") { _, parameters in
            HTTPResponse(status: .ok, body: Array("\(parameters["id"])|\(parameters["touch"])".utf8))
        }
        router.add(.delete, "/api/hierarchies/{id}") { _, _ in HTTPResponse(status: .noContent) }
        // Describes what the server made of the request, one fact per line.
        router.add(.get, "/api/echo-request") { request, _ in
            var lines = ["method=\(request.method)", "path=\(request.path)", "rawPath=\(request.rawPath)"]
            lines += request.query.sorted { $0.key < $1.key }.map { "query.\($0.key)=\($0.value)" }
            lines.append("x-test=\(request.header("X-TEST") ?? "-")")
            return HTTPResponse(status: .ok, headers: [("Content-Type", "text/plain")],
                                body: Array(lines.joined(separator: "\n").utf8))
        }
        // Sends the body back: the test compares it byte for byte with what it sent.
        router.add(.post, "/api/echo") { request, _ in
            HTTPResponse(status: .ok, headers: [("Content-Type", "application/octet-stream")], body: request.body)
        }
        // One response prepared for libmicrohttpd once and sent to every request (PreparedResponse).
        let prepared = HTTPResponse.json(.ok, pattern(count: 5000), headers: [("ETag", "\"p1\"")]).prepared()
        router.add(.get, "/api/prepared") { _, _ in prepared }
        // Answered later, from another thread (DeferredResponse): after `ms` milliseconds, with the id back;
        // `ms=now` answers before the handler returns, `ms=never` never does.
        router.add(.get, "/api/later/{id}") { request, parameters in
            let deferred = DeferredResponse()
            let answer = HTTPResponse(status: .created, headers: [("X-Later", "yes")],
                                      body: Array("later \(parameters["id"])".utf8))
            switch request.query["ms"] ?? "20" {
            case "now": deferred.complete(answer)
            case "never": break
            case let ms:
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(ms) ?? 20)) {
                    deferred.complete(answer)
                    deferred.complete(HTTPResponse(status: .internalServerError))  // ignored: the first answer stands
                }
            }
            return .later(deferred)
        }
        router.add(.get, "/api/slow") { request, _ in
            usleep(UInt32(request.query["ms"].flatMap { Int($0) } ?? 500) * 1000)
            return HTTPResponse(status: .ok, body: Array("slow done".utf8))
        }
        return router
    }

    /// Bytes that do not repeat within 16 KB: a 65521-byte (prime) block of xorshift output,
    /// repeated, so a lost, doubled or reordered 16 KB piece changes the result.
    static func pattern(count: Int) -> [UInt8] {
        var state: UInt32 = 2463534242
        let block: [UInt8] = (0..<65521).map { _ in
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count { bytes += block.prefix(count - bytes.count) }
        return bytes
    }

    /// Byte-for-byte equality through memcmp: `==` on arrays is element by element, and slow on
    /// megabytes in a debug build.
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

extension Answer {
    /// The response of an answer given at once; nil for one given later.
    var response: HTTPResponse? {
        if case .now(let response) = self { return response }
        return nil
    }
}
