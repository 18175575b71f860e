import Foundation
import HTTPServer
import HitTestKit
import HitTraceApp
import Storage

/// `hittrace serve`: start the server, print its URL, and stop gracefully on SIGINT or SIGTERM.
enum ServeCommand {
    static let known: Set<String> = ["host", "port", "db", "public", "rules", "max-body", "max-views", "max-depth", "max-traces", "max-unshared", "unshared-max-age", "max-links", "threads",
                                     "connection-timeout", "request-timeout", "max-connections", "max-connections-per-ip",
                                     "allow-origin", "allow-host", "max-request-seconds", "max-answer-bytes", "heavy-threads", "heavy-queue"]

    /// The server's and the app's configuration from the options; a default is the configuration's own, so
    /// that what the OpenAPI document calls the default is what an option left out gives.
    static func configurations(_ options: Options) throws(UsageError) -> (server: ServerConfiguration, app: AppConfiguration) {
        guard options.positional.isEmpty else { throw UsageError("unexpected argument \"\(options.positional[0])\"") }
        var server = ServerConfiguration()
        server.host = options.values["host"] ?? server.host
        server.port = try options.int("port", default: server.port, range: 0...65535)
        server.threads = try options.int("threads", default: server.threads, range: 1...256)
        server.maxBodyBytes = try options.int("max-body", default: server.maxBodyBytes, range: 1_024...(1 << 31))
        server.connectionTimeoutSeconds = try options.int("connection-timeout", default: server.connectionTimeoutSeconds, range: 0...86_400)
        server.requestTimeoutSeconds = try options.int("request-timeout", default: server.requestTimeoutSeconds, range: 0...86_400)
        server.connectionLimit = try options.int("max-connections", default: server.connectionLimit, range: 1...1_000_000)
        server.perIPConnectionLimit = try options.int("max-connections-per-ip", default: server.perIPConnectionLimit, range: 0...1_000_000)
        server.originPolicy = try originPolicy(options)
        server.maxRequestSeconds = try options.number("max-request-seconds", default: server.maxRequestSeconds, range: 0...86_400)
        server.maxAnswerBytes = try options.int("max-answer-bytes", default: server.maxAnswerBytes, range: 1_024...(1 << 40))
        server.heavyThreads = try options.int("heavy-threads", default: server.heavyThreads, range: 1...256)
        server.heavyQueue = try options.int("heavy-queue", default: server.heavyQueue, range: 0...100_000)
        var app = AppConfiguration(databasePath: options.values["db"] ?? DatabaseFolder.defaultPath)
        app.publicDirectory = options.values["public"] ?? app.publicDirectory
        app.ruleBookPath = options.values["rules"] ?? app.ruleBookPath
        app.limits.maxViews = try options.int("max-views", default: app.limits.maxViews, range: 1...50_000_000)
        app.limits.maxDepth = try options.int("max-depth", default: app.limits.maxDepth, range: 1...100_000)
        app.maxTracesPerHierarchy = try options.int("max-traces", default: app.maxTracesPerHierarchy, range: 1...10_000_000)
        app.maxUnsharedHierarchies = try options.int("max-unshared", default: app.maxUnsharedHierarchies, range: 0...10_000_000)
        app.unsharedMaxAgeSeconds = try options.int("unshared-max-age", default: app.unsharedMaxAgeSeconds, range: 0...(100 * 365 * 86_400))
        app.maxLinks = try options.int("max-links", default: app.maxLinks, range: 1...10_000_000)
        // A walk never recurses, but a deep hierarchy's decoding keeps per-level state: give threads room.
        server.threadStackBytes = max(8 << 20, app.limits.maxDepth * 512)
        return (server, app)
    }

    /// `--allow-origin` and `--allow-host`, each repeatable, checked here so that a typo is a usage error.
    static func originPolicy(_ options: Options) throws(UsageError) -> OriginPolicy {
        let policy = OriginPolicy(allowedOrigins: options.repeated["allow-origin"] ?? [],
                                  allowedHosts: options.repeated["allow-host"] ?? [])
        if let problem = policy.allowedOrigins.lazy.compactMap(OriginPolicy.problem(withOrigin:)).first {
            throw UsageError("--allow-origin: \(problem)")
        }
        if let problem = policy.allowedHosts.lazy.compactMap(OriginPolicy.problem(withHost:)).first {
            throw UsageError("--allow-host: \(problem)")
        }
        return policy
    }

    static func run(_ args: [String]) -> Int32 {
        Command.run(args, command: "serve", known: known) { options in
            let (server, app) = try configurations(options)
            try DatabaseFolder.prepare(app.databasePath)
            return serve(server, app)
        }
    }

    static func serve(_ server: ServerConfiguration, _ app: AppConfiguration) -> Int32 {
        // Held until this function returns, after the server has stopped and the database is closed.
        let lock: DatabaseFileLock?
        switch DatabaseFolder.lock(app.databasePath) {
        case .success(let taken): lock = taken
        case .failure(let exit): return exit.code
        }
        defer { withExtendedLifetime(lock) {} }

        if !FileManager.default.fileExists(atPath: app.publicDirectory) {
            FileHandle.standardError.write(Data("hittrace: warning: no folder \(app.publicDirectory); the page will not be served (use --public)\n".utf8))
        }

        // Block the stop signals before any thread starts, so that the server's threads inherit the mask
        // and only `sigwait` below receives them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)

        let application: HitTraceApp
        do {
            application = try HitTraceApp(configuration: app, server: server)
        } catch {
            FileHandle.standardError.write(Data("hittrace: cannot open the database \(app.databasePath): \(error)\n".utf8))
            return 1
        }
        let http: HTTPServer
        do {
            http = try HTTPServer(configuration: server, renderError: HitTraceApp.renderError) { request in application.handle(request) }
        } catch {
            FileHandle.standardError.write(Data("hittrace: \(error)\n".utf8))
            application.close()
            return 1
        }
        if application.ruleBookMissing {
            FileHandle.standardError.write(Data("hittrace: warning: no rule book at \(app.ruleBookPath); /rules will answer 404 (use --rules)\n".utf8))
        }
        let shownHost = server.host.contains(":") ? "[\(server.host)]" : server.host
        print("http://\(shownHost):\(http.port)")
        fflush(nil)

        var received: Int32 = 0
        sigwait(&signals, &received)
        FileHandle.standardError.write(Data("hittrace: stopping (signal \(received)); finishing requests in flight\n".utf8))
        http.stop(gracePeriod: .seconds(10))
        application.close()
        return 0
    }
}
