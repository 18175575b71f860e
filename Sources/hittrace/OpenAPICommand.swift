import Foundation
import HitTraceApp

/// `hittrace openapi [serve options]`: print the OpenAPI document a `hittrace serve` with these options would
/// serve at /api/openapi.json (scripts/test.sh validates it).
enum OpenAPICommand {
    static func run(_ args: [String]) -> Int32 {
        do throws(UsageError) {
            let options = try Options(args, known: ServeCommand.known)
            if options.values["help"] != nil { print(Command.usage, terminator: ""); return 0 }
            guard options.positional.isEmpty else { throw UsageError("unexpected argument \"\(options.positional[0])\"") }
            let (server, app) = try ServeCommand.configurations(options)
            FileHandle.standardOutput.write(Data(HitTraceApp.openAPIDocument(configuration: app, server: server)))
            return 0
        } catch {
            Command.fail(error.message)
            return 2
        }
    }
}
