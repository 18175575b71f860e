import HTTPServer
import HitTestKit
import Storage

/// The whole HTTP application: API routes, the OpenAPI document, and the page's static files.
/// `handle` is what the server calls for every request, on any of its threads.
public final class HitTraceApp: Sendable {
    let api: API
    let router: Router
    let staticFiles: StaticFiles

    /// `server`: the options of the server it answers behind, for the limits its OpenAPI document states.
    public init(configuration: AppConfiguration, server: ServerConfiguration = ServerConfiguration()) throws {
        api = try API(configuration: configuration)
        router = Routes.make(api, openAPI: OpenAPIDocument.render(app: configuration, server: server))
        staticFiles = StaticFiles(root: configuration.publicDirectory)
    }

    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        if let response = router.route(request) { return response }
        if request.path == "/api" || request.path.hasPrefix("/api/") {
            return APIError(status: .notFound, code: "not_found", message: "no endpoint \(request.path); see /api/openapi.json").response
        }
        if let file = staticFiles.response(for: request) { return file }
        if request.method != "GET" && request.method != "HEAD" {
            // Fix (found by HitTraceAppTests): a 405 must say what is allowed (RFC 9110 §15.5.6); static files
            // are GET and HEAD only.
            var response = APIError(status: .methodNotAllowed, code: "method_not_allowed", message: "\(request.method) is not allowed on \(request.path)").response
            response.headers.append(("Allow", "GET, HEAD"))
            return response
        }
        return APIError(status: .notFound, code: "not_found", message: "no file \(request.path)").response
    }

    /// `handle`, for a caller that is not the HTTP server (benchmarks, the fuzz target): an answer the
    /// handler gives later (a new trace's 201 comes once its commit is over) is waited for here.
    public func handleAndWait(_ request: HTTPRequest) -> HTTPResponse {
        let response = handle(request)
        return response.deferred?.wait() ?? response
    }

    /// True when the rule book's file was not found at start, so /rules and /api/rules answer 404.
    public var ruleBookMissing: Bool { api.ruleBook == nil }

    /// Closes the database; call after the server has stopped.
    public func close() {
        api.store.close()
    }
}

/// The table of endpoints (docs/API.md, "Endpoints").
enum Routes {
    static func make(_ api: API, openAPI: [UInt8]) -> Router {
        var r = Router()
        func add(_ method: String, _ pattern: String, _ body: @escaping @Sendable (HTTPRequest, RouteParameters) throws -> HTTPResponse) {
            r.add(method, pattern) { request, params in
                do {
                    return try body(request, params)
                } catch let error as APIError {
                    return error.response
                } catch {
                    // Not reachable today (handlers throw APIError only); never leak internals if it becomes so.
                    return APIError(status: .internalServerError, code: "internal_error", message: "unexpected failure").response
                }
            }
        }
        add("GET", "/healthz") { _, _ in try api.health() }
        add("GET", "/api/openapi.json") { _, _ in .json(.ok, openAPI) }
        add("POST", "/api/hierarchies") { req, _ in try api.createHierarchy(req) }
        add("GET", "/api/hierarchies") { req, _ in try api.listHierarchies(req) }
        add("GET", "/api/hierarchies/{id}") { req, p in try api.getHierarchy(id: p["id"] ?? "", req) }
        add("DELETE", "/api/hierarchies/{id}") { _, p in try api.deleteHierarchy(id: p["id"] ?? "") }
        add("POST", "/api/hierarchies/{id}/touches") { req, p in try api.createTrace(hierarchyID: p["id"] ?? "", req) }
        add("POST", "/api/hierarchies/{id}/hit-map") { req, p in try api.hitMap(hierarchyID: p["id"] ?? "", req) }
        add("GET", "/api/hierarchies/{id}/hit-map.svg") { req, p in try api.hitMapSVG(hierarchyID: p["id"] ?? "", req) }
        add("POST", "/api/hierarchies/{id}/check") { req, p in try api.check(hierarchyID: p["id"] ?? "", req) }
        add("GET", "/api/traces/{id}") { req, p in try api.getTrace(id: p["id"] ?? "", req) }
        add("GET", "/api/traces/{id}/why-not/{view}") { req, p in try api.whyNot(traceID: p["id"] ?? "", viewID: p["view"] ?? "", req) }
        add("POST", "/api/hit-test") { req, _ in try api.oneShot(req) }
        add("POST", "/api/why-not") { req, _ in try api.oneShotWhyNot(req) }
        add("GET", "/api/rules") { _, _ in try api.listRules() }
        add("GET", "/api/rules/{number}") { _, p in try api.getRule(number: p["number"] ?? "") }
        add("GET", "/rules") { _, _ in try api.rulesPage() }
        add("GET", "/api/qr") { req, _ in try api.qrCode(req) }
        return r
    }
}

extension API {
    /// GET /healthz: alive, and the database answers.
    func health() throws(APIError) -> HTTPResponse {
        let count = try storage { try store.hierarchyCount() }
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
