import Foundation
import HTTPServer
import HitTraceApp
import TestSupport

/// The app without a server or a socket, on its own SQLite file in a fresh temporary folder: a request is
/// made as the server makes it from the bytes it reads (the target parsed by `RequestTarget`, Host and
/// Content-Length among the headers) and handed to the app, and its answer read back as the server would
/// send it (no body to a HEAD). What only the server does — adding CORS and nosniff headers, refusing
/// bodies over the limit, timeouts, connections — is `LiveApp`'s to test.
///
/// The one place tests meet the app's answer type: an answer the app gives later (a new trace's 201) is
/// waited for here.
final class InProcessApp: AppClient {
    let directory: String
    let options: AppOptions
    let app: HitTraceApp
    var databasePath: String { directory + "/hittrace.sqlite" }

    /// Opens the app on a new database, or on the database already in `directory` (a restart).
    init(options: AppOptions = AppOptions(), reusing directory: String? = nil) throws {
        self.options = options
        self.directory = try directory ?? makeTemporaryDirectory("hittrace-app-tests")
        app = try HitTraceApp(configuration: options.configuration(directory: self.directory), server: options.server)
    }

    /// Closes the database.
    func stop() {
        app.close()
    }

    /// Closes and deletes the database.
    func finish() {
        stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    func send(_ method: String, _ target: String, headers: [(String, String)], body: [UInt8]) throws -> TestResponse {
        let parsed = try RequestTarget(parsing: target)
        var fields = [(name: "Host", value: "test")] + headers.map { (name: $0.0, value: $0.1) }
        if !body.isEmpty { fields.append((name: "Content-Length", value: String(body.count))) }
        let request = HTTPRequest(
            method: HTTPMethod(method), path: parsed.path, rawPath: parsed.rawPath, query: parsed.query, headerFields: fields,
            body: body)
        let response = app.handleAndWait(request)
        return TestResponse(
            status: response.status.code, headers: response.headers.map { ($0.name, $0.value) },
            body: method == "HEAD" ? [] : response.body)
    }
}
