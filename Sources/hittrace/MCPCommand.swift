import Foundation
import HitTraceApp
import MCP
import Storage

/// `hittrace mcp`: MCP over stdio, one JSON-RPC message a line in on stdin and out on stdout (the stdio transport);
/// diagnostics go to stderr. Ends when stdin closes. The database and the rule book as for `serve`.
enum MCPCommand {
    static let known: Set<String> = ["db", "rules", "max-views", "max-depth", "max-traces"]

    static func run(_ args: [String]) -> Int32 {
        Command.run(args, command: "mcp", known: known) { options in
            guard options.positional.isEmpty else { throw UsageError("unexpected argument \"\(options.positional[0])\"") }
            var app = AppConfiguration(databasePath: options.values["db"] ?? DatabaseFolder.defaultPath)
            app.ruleBookPath = options.values["rules"] ?? app.ruleBookPath
            app.limits = try options.hierarchyLimits()
            app.maxTracesPerHierarchy = try options.int("max-traces", default: app.maxTracesPerHierarchy, range: 1...10_000_000)
            try DatabaseFolder.prepare(app.databasePath)
            return serve(app)
        }
    }

    static func serve(_ configuration: AppConfiguration) -> Int32 {
        // One process per database file, as for `serve` (the same lock: an MCP server and a web server on one file
        // would each answer from caches the other makes stale).
        let lock: DatabaseFileLock?
        switch DatabaseFolder.lock(configuration.databasePath) {
        case .success(let taken): lock = taken
        case .failure(let exit): return exit.code
        }
        defer { withExtendedLifetime(lock) {} }
        let application: HitTraceApp
        do { application = try HitTraceApp(configuration: configuration) } catch {
            FileHandle.standardError.write(Data("hittrace: cannot open the database \(configuration.databasePath): \(error)\n".utf8))
            return 1
        }
        defer { application.close() }
        if application.ruleBookMissing {
            FileHandle.standardError.write(Data("hittrace: warning: no rule book at \(configuration.ruleBookPath); explain_rule will answer not_found (use --rules)\n".utf8))
        }
        var connection = MCPConnection()
        while let line = readLine(strippingNewline: true) {
            let bytes = Array(line.utf8)
            // Blank lines between messages are not messages.
            guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
            guard let answer = application.mcp.handle(bytes, connection: &connection).body else { continue }
            // One message a line: the writer escapes every control character, so the JSON holds no newline.
            FileHandle.standardOutput.write(Data(answer + [0x0A]))
        }
        return 0
    }
}
