import HTTPServer
import HitTestKit
import MCP
import HitTraceJSON

/// HitTrace's MCP tools: each calls what the REST route of the same question calls (the engine, the store, the
/// caches) and answers a summary small enough for a model's context, with the REST answers' ids to go further.
/// A failure is the tool's result with `isError` and the REST error's body (its `code`, `message`, `path`).
struct HitTraceTools: MCPToolbox {
    let api: API
    /// `trace_touch`'s answers by trace id and language, in bytes.
    let summaries = LRUCache<MCPToolResult>(budget: 16 << 20)
    /// `trace_touch`'s recent calls by their arguments as sent (`RepeatedTouches.key(text:)`), with the trace
    /// each was answered with and its summary: the same call again is a lookup, as the same `POST …/touches`
    /// body is.
    let repeatedCalls = LRUCache<RepeatedCall>(budget: 4 << 20)

    /// A class, so that a lookup copies one reference out of the cache's lock, not the summary's four.
    final class RepeatedCall: Sendable {
        let traceID: String
        let summary: MCPToolResult

        init(traceID: String, summary: MCPToolResult) {
            self.traceID = traceID
            self.summary = summary
        }
    }
    /// The HTTP request a tool call came in (`POST /mcp`), for its deadline and early end; over stdio none, and a
    /// call's budget is the units of work alone. Task-local, because the MCP module between the route and the
    /// tools knows nothing of requests.
    @TaskLocal static var lifetime: RequestLifetime?

    var tools: [MCPTool] { ToolSchemas.all }

    func call(_ name: String, arguments: JSONValue?) -> MCPToolResult {
        let args = ToolArguments(arguments)
        // A repeated touch is a lookup, with no work to budget.
        if name == "trace_touch", let repeated = repeatedTouch(args) { return repeated }
        do throws(APIError) {
            return try api.budgeted(lifetime: Self.lifetime ?? RequestLifetime()) { budget throws(APIError) in
                switch name {
                case "load_hierarchy": return try loadHierarchy(args)
                case "trace_touch": return try traceTouch(args, budget: budget)
                case "why_not": return try whyNot(args, budget: budget)
                case "where_to_tap": return try whereToTap(args, budget: budget)
                case "check_touches": return try checkTouches(args, budget: budget)
                case "explain_rule": return try explainRule(args)
                default: throw APIError.notFound("tool", name)
                }
            }
        } catch {
            return Self.failure(error)
        }
    }

    /// The tools whose work is what a light REST route does: `trace_touch` is `POST …/touches` (a lookup for a
    /// touch already traced, else one simulation), `explain_rule` a lookup. They are answered on the request's
    /// own thread, as their REST routes are; every other tool call goes to the heavy pool.
    static let lightTools = ["trace_touch", "explain_rule"]

    /// Whether a `POST /mcp` message (`body`, as the MCP server read it) may ask for heavy work: a tool call,
    /// unless it is one call of a light tool. A `trace_touch` whose touch names the view it expects asks why not,
    /// with a fix search: heavy, as on `POST …/touches`. A body that does not read as one message is counted
    /// heavy if it mentions a call (the MCP server answers it either way); a notification runs nothing.
    static func mayBeHeavy(_ message: MCPServer.ReadMessage, body: [UInt8]) -> Bool {
        switch message {
        case .failure: return API.mentions(body, "tools/call")
        case .success((.notification, _)), .success((.response, _)): return false
        case .success((.request(_, let method, let params), _)):
            guard method == "tools/call" else { return false }
            guard let name = params?["name"]?.string, lightTools.contains(name) else { return true }
            return params?["arguments"]?["touch"]?["expect"] != nil
        }
    }

    /// A refusal as the REST API writes it, with the status it would have had.
    static func failure(_ error: APIError) -> MCPToolResult {
        var text = "error (\(error.code.rawValue)): \(error.message)"
        if let path = error.path { text += " at \(path)" }
        return MCPToolResult(structuredContent: error.response.body, text: text, isError: true)
    }

    /// An answer the REST code gave as a response: its JSON when it succeeded, else the error it carries.
    static func body(of response: HTTPResponse) throws(APIError) -> JSONDocument {
        guard let doc = try? JSONParser.parse(response.body) else {
            throw APIError(status: .internalServerError, code: .internalError, message: "the answer was not JSON")
        }
        guard response.status.code < 400 else {
            let e = doc.root["error"]
            throw APIError(status: response.status, code: e?["code"]?.string.flatMap(APIErrorCode.init(rawValue:)) ?? .internalError, message: e?["message"]?.string ?? "failed",
                           path: e?["path"]?.string)
        }
        return doc
    }
}
