import HTTPServer
import HitTestKit
import HitTraceApp

/// The app every input is sent to, with one hierarchy and one trace stored in advance.
/// `@unchecked Sendable` is not needed: every stored property is immutable and `HitTraceApp` is `Sendable`.
public final class FuzzApp: Sendable {
    public let app: HitTraceApp
    public let hierarchyID: String
    public let traceID: String

    /// libFuzzer calls the entry point on one thread; a lazily made global is enough.
    public static let shared = FuzzApp()

    private init() {
        var limits = HierarchyLimits(maxViews: 2_000, maxDepth: 64)
        limits.maxIssues = 20
        // Little to cache and few traces kept: memory stays flat however many inputs store something.
        let configuration = AppConfiguration(databasePath: ":memory:", publicDirectory: "public", limits: limits,
                                             maxTracesPerHierarchy: 8, hierarchyCacheViews: 10_000,
                                             traceCacheBytes: 1 << 20)
        do { app = try HitTraceApp(configuration: configuration) } catch { fatalError("cannot start the app: \(error)") }
        // A small screen: a hit map with the default step of 1 pt covers 64 x 64 points, not a phone's 330,000,
        // so each input runs in microseconds and the fuzzer spends its time on inputs, not on one grid.
        let seed = #"{"root":{"id":"root","frame":[0,0,64,64],"subviews":[{"id":"button","class":"UIButton","frame":[8,8,44,44]}]}}"#
        let created = app.handleAndWait(HTTPRequest(method: .post, path: "/api/hierarchies", rawPath: "/api/hierarchies",
                                             headers: ["Content-Type": "application/json"], body: Array(seed.utf8)))
        hierarchyID = Self.location(created, after: "/api/hierarchies/")
        let touched = app.handleAndWait(HTTPRequest(method: .post, path: "/api/hierarchies/\(hierarchyID)/touches",
                                             rawPath: "/api/hierarchies/\(hierarchyID)/touches",
                                             headers: ["Content-Type": "application/json"], body: Array(#"{"x":30,"y":30}"#.utf8)))
        traceID = Self.location(touched, after: "/api/traces/")
    }

    private static func location(_ response: HTTPResponse, after prefix: String) -> String {
        guard response.status.code == 201, let location = response.header("Location"), location.hasPrefix(prefix) else {
            fatalError("seeding the fuzzed app failed: \(response.status.code) \(String(decoding: response.body, as: UTF8.self))")
        }
        return String(location.dropFirst(prefix.count))
    }

    /// A request as the server makes it, answered (heavy work run here, later answers waited for).
    public func answer(_ method: HTTPMethod, _ path: String, headers: [String: String] = ["Content-Type": "application/json"],
                       body: [UInt8]) -> HTTPResponse {
        app.handleAndWait(HTTPRequest(method: method, path: path, rawPath: path, headers: headers, body: body))
    }

    /// The properties every fuzzed request must keep: no 5xx (an in-memory database has no disk to fill or lose, so
    /// a 5xx is a bug of ours), and a small input never makes a large answer (issue 33: every hostile body was to
    /// be answered under 4 MB).
    public static func check(_ response: HTTPResponse, _ what: @autoclosure () -> String) {
        if response.status.code >= 500 {
            fatalError("\(what()) answered \(response.status.code): \(String(decoding: response.body.prefix(2_000), as: UTF8.self))")
        }
        if response.body.count >= 4 << 20 {
            fatalError("\(what()) answered \(response.body.count) bytes")
        }
    }
}
