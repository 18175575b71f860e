import HTTPServer
import HitTestKit
import MCP
import Storage
import HitTraceJSON
import Answers

/// The whole HTTP application: API routes, the OpenAPI document, and the page's static files.
/// `handle` is what the server calls for every request, on any of its threads.
public final class HitTraceApp: Sendable {
    let api: API
    let router: Router
    let staticFiles: StaticFiles
    /// The MCP server: `hittrace mcp` over stdio, and `POST /mcp`.
    public let mcp: MCPServer

    /// `server`: the options of the server it answers behind, for the limits its OpenAPI document states.
    public init(configuration: AppConfiguration, server: ServerConfiguration = ServerConfiguration()) throws {
        api = try API(configuration: configuration)
        mcp = MCPServer(name: "hittrace", title: "HitTrace", version: "engine \(TraceJSON.engineVersion)",
                        instructions: Self.mcpInstructions, toolbox: HitTraceTools(api: api))
        router = Routes.make(api, openAPI: OpenAPIDocument.render(app: configuration, server: server), mcp: mcp)
        staticFiles = StaticFiles(root: configuration.publicDirectory)
    }

    static let mcpInstructions = """
        HitTrace simulates UIKit's touch hit-testing from a view hierarchy, without the app: load_hierarchy first \
        (any dump or tree you hold), then trace_touch to see what a tap at (x, y) in screen points hits and why, \
        why_not when a view did not get it (with the smallest proven fix), where_to_tap for a point that reaches \
        a view, check_touches for expectations, explain_rule for a rule number an answer cites.
        """

    public func handle(_ request: HTTPRequest) -> Answer {
        if let answer = router.route(request) { return answer }
        return .now(unrouted(request))
    }

    /// The answer to a request no route matched: a static file, or 404 (405 for a method other than GET and HEAD).
    private func unrouted(_ request: HTTPRequest) -> HTTPResponse {
        if request.path == "/api" || request.path.hasPrefix("/api/") {
            return APIError(status: .notFound, code: .notFound, message: "no endpoint \(request.path); see /api/openapi.json").response
        }
        if let file = staticFiles.response(for: request) { return file }
        if request.method != .get && request.method != .head {
            // A 405 must say what is allowed (RFC 9110 §15.5.6); static files are GET and HEAD only.
            var response = APIError(status: .methodNotAllowed, code: .methodNotAllowed, message: "\(request.method) is not allowed on \(request.path)").response
            response.headers.append(("Allow", "GET, HEAD"))
            return response
        }
        return APIError(status: .notFound, code: .notFound, message: "no file \(request.path)").response
    }

    /// `handle`, for a caller that is not the HTTP server (benchmarks, the fuzz targets, tests): heavy work is run
    /// here, and an answer the handler gives later (a new trace's 201 comes once its commit is over) waited for.
    public func handleAndWait(_ request: HTTPRequest) -> HTTPResponse {
        handle(request).waited
    }

    /// True when the rule book's file was not found at start, so /rules and /api/rules answer 404.
    public var ruleBookMissing: Bool { api.ruleBook == nil }

    /// How the HTTP server writes the errors it answers itself: as the API writes its own, so that every
    /// error body is shaped and escaped the same way. Give it to `HTTPServer(configuration:renderError:handler:)`.
    public static let renderError: ErrorRenderer = APIError.render

    /// Closes the database; call after the server has stopped.
    public func close() {
        api.store.close()
    }
}

/// The table of endpoints (docs/API.md, "Endpoints").
enum Routes {
    static func make(_ api: API, openAPI: [UInt8], mcp: MCPServer) -> Router {
        var r = Router(renderError: APIError.render)
        let documented = QueryParameters(openAPI: openAPI)
        /// A route whose handler may answer later; a thrown `APIError` is answered at once. Its query may hold
        /// only the parameters the OpenAPI document gives the operation.
        func addAnswering(_ method: HTTPMethod, _ pattern: String, _ body: @escaping @Sendable (HTTPRequest, RouteParameters) throws -> Answer) {
            let takes = documented.names(method, pattern)
            r.add(method, pattern) { request, params in
                do {
                    if let takes, !request.query.isEmpty { try QueryParameters.check(request, takes: takes) }
                    return try body(request, params)
                } catch let error as APIError {
                    return .now(error.response)
                } catch {
                    // Not reachable today (handlers throw APIError only); never leak internals if it becomes so.
                    return .now(APIError(status: .internalServerError, code: .internalError, message: "unexpected failure").response)
                }
            }
        }
        func add(_ method: HTTPMethod, _ pattern: String, _ body: @escaping @Sendable (HTTPRequest, RouteParameters) throws -> HTTPResponse) {
            addAnswering(method, pattern) { request, params in .now(try body(request, params)) }
        }
        /// A route whose work may be long (a fix search, a hit map, a check, an import in the body): it runs on the
        /// server's heavy pool (`Answer.heavy`), under the request's work budget (`API.budgeted`), so that light
        /// requests keep their threads.
        func addHeavy(_ method: HTTPMethod, _ pattern: String,
                      _ body: @escaping @Sendable (HTTPRequest, RouteParameters, WorkBudget) throws(APIError) -> HTTPResponse) {
            addAnswering(method, pattern) { request, params in .heavy(Self.heavy(api, request) { budget throws(APIError) in try body(request, params, budget) }) }
        }
        add(.get, "/healthz") { _, _ in try api.health() }
        add(.get, "/api/openapi.json") { _, _ in .json(.ok, openAPI) }
        add(.post, "/api/hierarchies") { req, _ in try api.createHierarchy(req) }
        add(.get, "/api/hierarchies") { req, _ in try api.listHierarchies(req) }
        add(.get, "/api/hierarchies/{id}") { req, p in try api.getHierarchy(id: p["id"], req) }
        add(.delete, "/api/hierarchies/{id}") { _, p in try api.deleteHierarchy(id: p["id"]) }
        addAnswering(.post, "/api/hierarchies/{id}/touches") { req, p in try api.createTrace(hierarchyID: p["id"], req) }
        addHeavy(.post, "/api/hierarchies/{id}/hit-map") { req, p, budget throws(APIError) in try api.hitMap(hierarchyID: p["id"], req, budget: budget) }
        addHeavy(.get, "/api/hierarchies/{id}/hit-map.svg") { req, p, budget throws(APIError) in try api.hitMapSVG(hierarchyID: p["id"], req, budget: budget) }
        addHeavy(.post, "/api/hierarchies/{id}/check") { req, p, budget throws(APIError) in try api.check(hierarchyID: p["id"], req, budget: budget) }
        add(.get, "/api/traces/{traceId}") { req, p in try api.getTrace(id: p["traceId"], req) }
        addHeavy(.get, "/api/traces/{traceId}/why-not/{viewId}") { req, p, budget throws(APIError) in
            try api.whyNot(traceID: p["traceId"], viewID: p["viewId"], req, budget: budget)
        }
        addHeavy(.post, "/api/hit-test") { req, _, budget throws(APIError) in try api.oneShot(req, budget: budget) }
        addHeavy(.post, "/api/hit-map") { req, _, budget throws(APIError) in try api.oneShotHitMap(req, budget: budget) }
        addHeavy(.post, "/api/hit-map.svg") { req, _, budget throws(APIError) in try api.oneShotHitMapSVG(req, budget: budget) }
        addHeavy(.post, "/api/why-not") { req, _, budget throws(APIError) in try api.oneShotWhyNot(req, budget: budget) }
        add(.get, "/api/rules") { _, _ in try api.listRules() }
        add(.get, "/api/rules/{number}") { _, p in try api.getRule(number: p["number"]) }
        add(.get, "/rules") { _, _ in try api.rulesPage() }
        add(.get, "/api/qr") { req, _ in try api.qrCode(req) }
        add(.post, "/api/links") { req, _ in try api.createLink(req) }
        add(.get, "/api/links/{linkId}") { req, p in try api.getLink(id: p["linkId"], req) }
        add(.get, "/l/{linkId}") { _, p in try api.followLink(id: p["linkId"]) }
        // A tool call may be heavy work (why_not, check_touches, where_to_tap); the handshake, lists and the light
        // tools (`HitTraceTools.mayBeHeavy`) are not.
        addAnswering(.post, "/mcp") { req, _ in
            // Read once: what picks the thread is what is answered.
            let message = mcp.read(req.body)
            return HitTraceTools.mayBeHeavy(message, body: req.body) ? .heavy { .now(api.mcp(req, message, server: mcp)) }
                : .now(api.mcp(req, message, server: mcp))
        }
        return r
    }

    /// Heavy work's answer: `work`'s response under the request's budget, or the error it (or the budget) gave.
    static func heavy(_ api: API, _ request: HTTPRequest, _ work: @escaping @Sendable (WorkBudget) throws(APIError) -> HTTPResponse)
        -> @Sendable () -> Answer {
        {
            do throws(APIError) { return .now(try api.budgeted(request, work)) } catch { return .now(error.response) }
        }
    }
}

extension API {
    /// GET /healthz: alive, and the database answers. It never waits for a database connection: when every
    /// reader is busy (long reads under load) it answers the count it read last, so that a health check stays light.
    func health() throws(APIError) -> HTTPResponse {
        let count: Int
        if let read = try storage({ try store.hierarchyCountIfIdle() }) {
            count = read
            lastHierarchyCount.store(read, ordering: .relaxed)
        } else {
            count = lastHierarchyCount.load(ordering: .relaxed)
        }
        var w = JSONWriter()
        w.beginObject()
        w.key("status"); w.string("ok")
        w.key("engineVersion"); w.string(TraceJSON.engineVersion)
        w.key("schemaVersion"); w.int(store.schemaVersion)
        w.key("hierarchies"); w.int(count)
        w.endObject()
        return .json(.ok, w.bytes, headers: [("Cache-Control", "no-store")])
    }
}
