import Foundation
import HTTPServer
import HitTestKit
import HitTraceApp
import TestSupport
import HitTraceJSON

/// What the endpoint tests talk to: the app itself (`InProcessApp`, for routing, statuses, bodies and errors) or
/// the app behind the real HTTP server (`LiveApp`, for what needs a socket). Either way a test sends a request
/// and reads a `TestResponse`.
protocol AppClient {
    /// One request, with exactly these headers.
    func send(_ method: String, _ target: String, headers: [(String, String)], body: [UInt8]) throws -> TestResponse
}

extension AppClient {
    /// One request. A body is sent as `application/json` unless `headers` say otherwise.
    func request(_ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []) throws
        -> TestResponse
    {
        var headers = headers
        if !body.isEmpty, !headers.contains(where: { $0.0.lowercased() == "content-type" }) {
            headers.append(("Content-Type", "application/json"))
        }
        return try send(method, target, headers: headers, body: body)
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

    /// Posts a touch and returns the response (201 when it is taken).
    func touch(_ hierarchyID: String, _ touch: String) throws -> TestResponse {
        try request("POST", "/api/hierarchies/\(hierarchyID)/touches", json: touch)
    }
}

/// How a test's app is configured: `hittrace serve`'s options.
struct AppOptions {
    var maxBodyBytes = 16 << 20
    var maxTracesPerHierarchy = 1_000
    var maxUnsharedHierarchies = 1_000
    var unsharedMaxAgeSeconds = 7 * 86_400
    var maxLinks = 100_000
    /// The app's clock; nil for the system's.
    var clock: (@Sendable () -> Int)?
    var limits = HierarchyLimits()
    var threads = 8

    /// The app's configuration on the database in `directory`, serving the repository's page.
    func configuration(directory: String) -> AppConfiguration {
        var app = AppConfiguration(
            databasePath: directory + "/hittrace.sqlite", publicDirectory: Repository.path + "/public",
            ruleBookPath: Repository.path + "/docs/UIKIT-RULES.md", limits: limits, maxTracesPerHierarchy: maxTracesPerHierarchy)
        app.maxUnsharedHierarchies = maxUnsharedHierarchies
        app.unsharedMaxAgeSeconds = unsharedMaxAgeSeconds
        app.maxLinks = maxLinks
        if let clock { app.clock = clock }
        return app
    }

    /// The server's configuration on loopback, port 0; the app is told it too, since its OpenAPI document states
    /// the server's limits.
    var server: ServerConfiguration {
        var server = ServerConfiguration(host: "127.0.0.1", port: 0, threads: threads)
        server.maxBodyBytes = maxBodyBytes
        return server
    }
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
