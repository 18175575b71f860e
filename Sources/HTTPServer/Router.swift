/// Routes requests by method and path pattern to handlers.
///
/// A path's allowed methods are those of every pattern matching it. For such a path:
/// a registered method runs its handler (the most specific pattern wins); HEAD falls back to
/// GET; OPTIONS answers a CORS preflight; any other method gets 405 with `Allow`.
/// A path no pattern matches gives nil, so the caller can try static files or answer 404.
public struct Router: Sendable {
    public typealias Handler = @Sendable (HTTPRequest, RouteParameters) -> HTTPResponse

    private struct Route: Sendable {
        let method: String
        let pattern: RoutePattern
        let handler: Handler
    }

    private var routes: [Route] = []

    public init() {}

    /// Registers `handler` for `method` (upper-cased here) and `pattern`, e.g.
    /// "/api/hierarchies/{id}/touches"; `{name}` matches one non-empty segment.
    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
        routes.append(Route(method: method.uppercased(), pattern: RoutePattern(pattern), handler: handler))
    }

    public func route(_ request: HTTPRequest) -> HTTPResponse? {
        let segments = RoutePattern.rawSegments(of: request)
        let matches = routes.compactMap { route in route.pattern.match(segments).map { (route, $0) } }
        guard !matches.isEmpty else { return nil }

        if let (route, parameters) = best(matches, method: request.method) {
            return route.handler(request, parameters)
        }
        if request.method == "HEAD", let (route, parameters) = best(matches, method: "GET") {
            return Self.headResponse(from: route.handler(request, parameters))
        }
        let allow = Self.allowHeader(for: matches.map(\.0.method))
        if request.method == "OPTIONS" {
            return HTTPResponse(status: .noContent, headers: StandardHeaders.preflight(allowing: allow))
        }
        var response = HTTPResponse.error(
            .methodNotAllowed, code: "method_not_allowed",
            message: "\(request.method) is not allowed here; allowed: \(allow)", path: request.path)
        response.headers.append(("Allow", allow))
        return response
    }

    private func best(_ matches: [(Route, RouteParameters)], method: String) -> (Route, RouteParameters)? {
        var chosen: (Route, RouteParameters)?
        for match in matches where match.0.method == method {
            // Strictly more specific only, so among equals the first registered wins.
            if let current = chosen, !match.0.pattern.isMoreSpecific(than: current.0.pattern) { continue }
            chosen = match
        }
        return chosen
    }

    /// The GET answer without its body, but with the body's length (RFC 9110 §9.3.2).
    static func headResponse(from get: HTTPResponse) -> HTTPResponse {
        var head = get
        head.headers.removeAll { $0.name.lowercased() == "content-length" }
        head.headers.append(("Content-Length", String(get.body.count)))
        head.body = []
        return head
    }

    /// The registered methods plus the implied HEAD (with GET) and OPTIONS, in a stable order.
    static func allowHeader(for methods: [String]) -> String {
        var set = Set(methods)
        if set.contains("GET") { set.insert("HEAD") }
        set.insert("OPTIONS")
        let usual = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
        let ordered = usual.filter(set.contains) + set.subtracting(usual).sorted()
        return ordered.joined(separator: ", ")
    }
}
