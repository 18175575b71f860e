#if canImport(Glibc)
import Glibc
#endif
import HTTPServer
import HitTestKit
import HitTraceApp
import CLibFuzzer
import FuzzSupport

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
/// The properties (`FuzzApp.check`): no input gets a 5xx, and none a 4 MB answer.
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
    FuzzApp.check(FuzzApp.shared.app.handleAndWait(request), "\(wire.method) \(target)")
    return 0
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
