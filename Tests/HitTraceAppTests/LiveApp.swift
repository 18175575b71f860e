import Foundation
import HTTPServer
import HitTestKit
import HitTraceApp
import TestSupport

/// The real thing, in process: `HitTraceApp` behind `HTTPServer` on 127.0.0.1, port 0, with its SQLite file in
/// a fresh temporary folder — what `hittrace serve` builds (Sources/hittrace/ServeCommand.swift). Tests talk
/// to it over loopback with `TestConnection`.
final class LiveApp {
    struct Options {
        var maxBodyBytes = 16 << 20
        var maxTracesPerHierarchy = 1_000
        var limits = HierarchyLimits()
        var threads = 8
    }

    let directory: String
    let options: Options
    let app: HitTraceApp
    let server: HTTPServer
    var port: Int { server.port }
    var databasePath: String { directory + "/hittrace.sqlite" }

    /// Starts a server on a new database, or on the database already in `directory` (a restart).
    init(options: Options = Options(), reusing directory: String? = nil) throws {
        self.options = options
        if let directory {
            self.directory = directory
        } else {
            self.directory = NSTemporaryDirectory() + "hittrace-app-tests-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: self.directory, withIntermediateDirectories: true)
        }
        let configuration = AppConfiguration(
            databasePath: self.directory + "/hittrace.sqlite", publicDirectory: Fixtures.repoRoot + "/public",
            limits: options.limits, maxTracesPerHierarchy: options.maxTracesPerHierarchy)
        let app = try HitTraceApp(configuration: configuration)
        self.app = app
        var server = ServerConfiguration(host: "127.0.0.1", port: 0, threads: options.threads)
        server.maxBodyBytes = options.maxBodyBytes
        do {
            self.server = try HTTPServer(configuration: server, renderError: HitTraceApp.renderError) { request in app.handle(request) }
        } catch {
            app.close()
            throw error
        }
    }

    /// Stops serving (finishing requests in flight) and closes the database, as `hittrace serve` does on SIGTERM.
    func stop(gracePeriod: Duration = .seconds(5)) {
        server.stop(gracePeriod: gracePeriod)
        app.close()
    }

    /// Stops, and starts a new server on the same database file.
    func restarted() throws -> LiveApp {
        stop()
        return try LiveApp(options: options, reusing: directory)
    }

    /// Stops and deletes the database.
    func finish() {
        stop(gracePeriod: .zero)
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: Requests

    /// One request on a fresh connection. A body is sent as `application/json` unless `headers` say otherwise.
    func request(_ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []) throws
        -> TestResponse
    {
        var headers = headers
        if !body.isEmpty, !headers.contains(where: { $0.0.lowercased() == "content-type" }) {
            headers.append(("Content-Type", "application/json"))
        }
        return try httpRequest(port: port, method, target, headers: headers, body: body)
    }

    func request(_ method: String, _ target: String, headers: [(String, String)] = [], json: String) throws -> TestResponse {
        try request(method, target, headers: headers, body: Array(json.utf8))
    }

    func get(_ target: String, headers: [(String, String)] = []) throws -> TestResponse {
        try request("GET", target, headers: headers)
    }

    /// Uploads a hierarchy and returns its id, expecting 201.
    func upload(_ body: [UInt8]) throws -> String {
        let response = try request("POST", "/api/hierarchies", body: body)
        guard response.status == 201, let id = try response.json()["id"]?.string else {
            throw TestConnection.Failure(description: "upload: \(response.status) \(response.text)")
        }
        return id
    }

    /// Posts a touch and returns the 201 response.
    func touch(_ hierarchyID: String, _ touch: String) throws -> TestResponse {
        try request("POST", "/api/hierarchies/\(hierarchyID)/touches", json: touch)
    }
}

/// The repository's files.
enum Fixtures {
    /// …/Tests/HitTraceAppTests/LiveApp.swift → the repository root.
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: repoRoot + "/" + relativePath)))
    }

    static func text(_ relativePath: String) throws -> String {
        String(decoding: try bytes(relativePath), as: UTF8.self)
    }

    /// The seed demo (the founding article's window, root, gray, red, blue and yellow views).
    static func seedDemo() throws -> [UInt8] { try bytes("public/presets/seed-demo.json") }

    /// A tap on the red view, which the seed demo's hit-test reaches last.
    static let redTap = #"{"x":50,"y":100}"#
}

extension TestResponse {
    /// The body parsed as JSON (throws when it is not).
    func json() throws -> JSONValue {
        try JSONParser.parse(body).root
    }

    /// The media type of the body, without parameters.
    var mediaType: String? {
        header("Content-Type")?.split(separator: ";").first.map { String($0).trimmed.lowercased() }
    }

    /// The error code of an error body, or nil.
    var errorCode: String? { (try? json())?["error"]?["code"]?.string }
}

extension JSONValue {
    /// The keys of an object, in document order.
    var keys: [String] { members.map(\.0) }

    /// An array of strings, or nil.
    var strings: [String]? {
        guard kind == .array else { return nil }
        let values = elements.compactMap(\.string)
        return values.count == count ? values : nil
    }

    subscript(index: Int) -> JSONValue? {
        guard kind == .array, index >= 0, index < count else { return nil }
        return Array(elements)[index]
    }
}
