#if canImport(Glibc)
import Glibc
#endif
import HTTPServer
import HitTestKit
import HitTraceApp
import CLibFuzzer

/// The libFuzzer callback for HTTP request handling in process: the request-target parser the server uses
/// (`RequestTarget`: path, percent-decoding, query), then routing, the API handlers and static files
/// (`HitTraceApp.handle`), on an in-memory database. No socket: libmicrohttpd's own parsing is not ours to fuzz.
///
/// Input format (the seed corpus in Fuzz/corpus/http shows it):
///
///     METHOD TARGET            the request line; "{h}" and "{t}" in TARGET become the ids of a hierarchy
///     Name: value              and a trace stored at start, so fuzzed requests reach handlers behind ids
///     …
///                              an empty line, then the body, byte for byte
///
/// The property: no input gets a 5xx. With an in-memory database there is no disk to fill or lose, so any 5xx
/// is a bug of ours (an unexpected error, a stored hierarchy that does not read back).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    guard let wire = WireRequest(bytes) else { return 0 }
    let target = wire.target.replacing("{h}", with: FuzzApp.shared.hierarchyID)
        .replacing("{t}", with: FuzzApp.shared.traceID)
    let parsed: RequestTarget
    do { parsed = try RequestTarget(parsing: target) } catch { return 0 }  // the server answers 400 itself
    let request = HTTPRequest(method: HTTPMethod(wire.method), path: parsed.path, rawPath: parsed.rawPath, query: parsed.query,
                              headers: wire.headers, body: wire.body)
    let response = FuzzApp.shared.app.handleAndWait(request)
    if response.status.code >= 500 {
        fatalError("\(wire.method) \(target) answered \(response.status.code): \(String(decoding: response.body, as: UTF8.self))")
    }
    return 0
}

/// The app every input is sent to, with one hierarchy and one trace stored in advance.
/// `@unchecked Sendable` is not needed: every stored property is immutable and `HitTraceApp` is `Sendable`.
final class FuzzApp: Sendable {
    let app: HitTraceApp
    let hierarchyID: String
    let traceID: String

    /// libFuzzer calls the entry point on one thread; a lazily made global is enough.
    static let shared = FuzzApp()

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
}

/// The fuzzer's bytes split into a request line, headers and a body.
struct WireRequest {
    var method: String
    var target: String
    var headers: [String: String] = [:]
    var body: [UInt8]

    init?(_ bytes: [UInt8]) {
        let newline = UInt8(ascii: "\n")
        var lines: [String] = []
        var start = 0
        var bodyStart = bytes.count
        var index = 0
        while index < bytes.count {
            if bytes[index] == newline {
                if index == start, !lines.isEmpty { bodyStart = index + 1; break }  // the empty line
                lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
                start = index + 1
            }
            index += 1
        }
        if index == bytes.count, start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
        guard let requestLine = lines.first else { return nil }
        let parts = requestLine.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        method = String(parts[0])
        target = String(parts[1])
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingPrefix(" ").description
        }
        body = bodyStart < bytes.count ? Array(bytes[bodyStart...]) : []
    }
}

@main enum FuzzHTTPRequest {
    static func main() {
        exit(hittrace_run_fuzzer(CommandLine.argc, CommandLine.unsafeArgv) { fuzzHTTPRequest($0, $1) })
    }
}
