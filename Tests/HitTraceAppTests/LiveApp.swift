import Foundation
import HTTPServer
import HitTraceApp
import TestSupport

/// The real thing, in process: `HitTraceApp` behind `HTTPServer` on 127.0.0.1, port 0, with its SQLite file in
/// a fresh temporary folder — what `hittrace serve` builds (Sources/hittrace/ServeCommand.swift). Tests talk
/// to it over loopback with `TestConnection`; for what needs no socket, `InProcessApp` is enough.
final class LiveApp: AppClient {
    let directory: String
    let options: AppOptions
    let app: HitTraceApp
    let server: HTTPServer
    var port: Int { server.port }
    var databasePath: String { directory + "/hittrace.sqlite" }

    /// Starts a server on a new database, or on the database already in `directory` (a restart).
    init(options: AppOptions = AppOptions(), reusing directory: String? = nil) throws {
        self.options = options
        self.directory = try directory ?? makeTemporaryDirectory("hittrace-app-tests")
        let server = options.server
        let app = try HitTraceApp(configuration: options.configuration(directory: self.directory), server: server)
        self.app = app
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

    /// One request on a fresh connection.
    func send(_ method: String, _ target: String, headers: [(String, String)], body: [UInt8]) throws -> TestResponse {
        try httpRequest(port: port, method, target, headers: headers, body: body)
    }
}
