/// Routes requests by method and path pattern to handlers.
///
/// A path's allowed methods are those of every pattern matching it. For such a path:
/// a registered method runs its handler (the most specific pattern wins); HEAD falls back to
/// GET; OPTIONS answers a CORS preflight; any other method gets 405 with `Allow`.
/// A path no pattern matches gives nil, so the caller can try static files or answer 404.
public struct Router: Sendable {
    public typealias Handler = @Sendable (HTTPRequest, RouteParameters) -> Answer

    private struct Route: Sendable {
        let method: HTTPMethod
        let pattern: RoutePattern
        let handler: Handler
    }

    private var routes: [Route] = []
    /// How a 405 is written: the application's way (`ErrorRenderer`).
    private let renderError: ErrorRenderer

    public init(renderError: @escaping ErrorRenderer) {
        self.renderError = renderError
    }

    /// Registers `handler` for `method` and `pattern`, e.g.
    /// "/api/hierarchies/{id}/touches"; `{name}` matches one non-empty segment.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: @escaping Handler) {
        routes.append(Route(method: method, pattern: RoutePattern(pattern), handler: handler))
    }

    /// `add` for a handler that always answers at once.
    public mutating func add(
        _ method: HTTPMethod, _ pattern: String, _ handler: @escaping @Sendable (HTTPRequest, RouteParameters) -> HTTPResponse
    ) {
        add(method, pattern) { request, parameters in .now(handler(request, parameters)) }
    }

    public func route(_ request: HTTPRequest) -> Answer? {
        // Matched over the raw path's bytes, before decoding, so an encoded "%2F" stays inside its segment.
        var raw = request.rawPath.isEmpty ? request.path : request.rawPath
        return raw.withUTF8 { route(request, path: $0) }
    }

    private func route(_ request: HTTPRequest, path: UnsafeBufferPointer<UInt8>) -> Answer? {
        // One pass, nothing collected: the usual request matches one route with its method, and
        // only a path with no route for the method (HEAD, OPTIONS, 405) looks at the others.
        var chosen: Route?
        var chosenForHead: Route?
        var anyMatch = false
        let segmentCount = RoutePattern.segmentCount(path)
        for route in routes where route.pattern.segments.count == segmentCount && route.pattern.matches(path) {
            anyMatch = true
            if route.method == request.method {
                // Strictly more specific only, so among equals the first registered wins.
                if let current = chosen, !route.pattern.isMoreSpecific(than: current.pattern) { continue }
                chosen = route
            } else if route.method == .get, request.method == .head {
                if let current = chosenForHead, !route.pattern.isMoreSpecific(than: current.pattern) { continue }
                chosenForHead = route
            }
        }
        guard anyMatch else { return nil }

        if let route = chosen, let parameters = route.pattern.parameters(path) {
            return route.handler(request, parameters)
        }
        if let route = chosenForHead, let parameters = route.pattern.parameters(path) {
            switch route.handler(request, parameters) {
            case .now(let get): return .now(Self.headResponse(from: get))
            // Sent as the answer to a HEAD, so without its body (`MHDConnection.queue`).
            case .later(let deferred): return .later(deferred)
            case .heavy(let work): return .heavy(work)
            }
        }
        let allow = Self.allowHeader(for: routes.filter { $0.pattern.matches(path) }.map(\.method))
        if request.method == .options {
            return .now(HTTPResponse(status: .noContent, headers: StandardHeaders.preflight(allowing: allow)))
        }
        var response = renderError(HTTPError(
            status: .methodNotAllowed, code: .methodNotAllowed,
            message: "\(request.method) is not allowed here; allowed: \(allow)", path: request.path))
        response.headers.append(("Allow", allow))
        return .now(response)
    }

    /// The GET answer without its body, but with the body's length (RFC 9110 §9.3.2).
    static func headResponse(from get: HTTPResponse) -> HTTPResponse {
        var head = get
        head.headers.removeAll { $0.name.equalsIgnoringASCIICase("content-length") }
        head.headers.append(("Content-Length", String(get.body.count)))
        head.body = []
        return head
    }

    /// The registered methods plus the implied HEAD (with GET) and OPTIONS, in a stable order.
    static func allowHeader(for methods: [HTTPMethod]) -> String {
        var set = Set(methods)
        if set.contains(.get) { set.insert(.head) }
        set.insert(.options)
        let usual: [HTTPMethod] = [.get, .head, .post, .put, .patch, .delete, .options]
        let ordered = usual.filter(set.contains).map(\.name) + set.subtracting(usual).map(\.name).sorted()
        return ordered.joined(separator: ", ")
    }
}
