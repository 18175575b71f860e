import Foundation
import HitTraceApp

/// `hittrace openapi [serve options]`: print the OpenAPI document a `hittrace serve` with these options would
/// serve at /api/openapi.json (scripts/test.sh validates it).
enum OpenAPICommand {
    static func run(_ args: [String]) -> Int32 {
        Command.run(args, command: "openapi", known: ServeCommand.known) { options in
            let (server, app) = try ServeCommand.configurations(options)
            FileHandle.standardOutput.write(Data(HitTraceApp.openAPIDocument(configuration: app, server: server)))
            return 0
        }
    }
}
