import HTTPServer
import HitTestKit
import MCP

/// MCP's streamable HTTP transport at `POST /mcp`, with JSON responses and no sessions: every POST is answered
/// on its own (the handshake era's `initialize` too; the 2026-07-28 era is stateless by design). `GET /mcp`
/// (a stream of server messages) and `DELETE` (ending a session) are refused with the router's 405: this
/// server sends no messages of its own and keeps no sessions. Body limits and timeouts are the server's, as for
/// every route.
extension API {
    static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
    static let notAcceptable = HTTPStatus(code: 406, reason: "Not Acceptable")

    func mcp(_ request: HTTPRequest, server: MCPServer) -> HTTPResponse {
        // A page on another site must not drive a local server through the visitor's browser (DNS rebinding):
        // the transport spec has servers check Origin and answer 403 (no Origin: not a browser).
        if let origin = request.header("origin"), !Self.originAllowed(origin, host: request.header("host")) {
            return Self.mcpError(Self.forbidden, .invalidRequest, "Origin \(origin.prefix(100)) is not allowed; this server answers pages of its own origin and of localhost")
        }
        if let type = request.mediaType, type != "application/json" {
            return Self.mcpError(.unsupportedMediaType, .invalidRequest, "expected Content-Type: application/json, got \"\(type.prefix(100))\"")
        }
        if let accept = request.header("accept"), !Self.acceptsJSON(accept) {
            return Self.mcpError(Self.notAcceptable, .invalidRequest, "this server answers application/json; the Accept header must allow it")
        }
        guard !request.body.isEmpty else {
            return Self.mcpError(.badRequest, .invalidRequest, "the request body is empty; send one JSON-RPC message")
        }
        var connection = MCPConnection()
        let headers = MCPHTTPHeaders(protocolVersion: request.header("mcp-protocol-version"), method: request.header("mcp-method"),
                                     name: request.header("mcp-name"))
        let reply = server.handle(request.body, connection: &connection, http: headers)
        guard let body = reply.body else { return HTTPResponse(status: HTTPStatus(code: 202, reason: "Accepted")) }
        let status: HTTPStatus = switch reply.httpStatus {
        case 200: .ok
        case 404: .notFound
        default: .badRequest
        }
        return .json(status, body, headers: [("Cache-Control", "no-store")])
    }

    /// An Origin of the server's own address (`Host`), or of a loopback name.
    static func originAllowed(_ origin: String, host: String?) -> Bool {
        let lower = origin.asciiLowercased()
        for scheme in ["http://", "https://"] where lower.hasPrefix(scheme) {
            let authority = String(lower.dropFirst(scheme.count))
            if let host, authority == host.asciiLowercased() { return true }
            let name: Substring = authority.hasPrefix("[") ? authority.prefix { $0 != "]" }.dropFirst() : authority.prefix { $0 != ":" }
            return ["localhost", "127.0.0.1", "::1"].contains(String(name))
        }
        return false
    }

    static func acceptsJSON(_ accept: String) -> Bool {
        // What every MCP client sends, without splitting the header.
        if accept.hasPrefix("application/json") { return true }
        return accept.split(separator: ",").contains { item in
            let type = item.split(separator: ";").first.map { String($0).filter { $0 != " " && $0 != "\t" }.asciiLowercased() } ?? ""
            return type == "application/json" || type == "application/*" || type == "*/*"
        }
    }

    /// A transport-level refusal, as a JSON-RPC error without an id (the transport spec's form).
    static func mcpError(_ status: HTTPStatus, _ code: JSONRPC.ErrorCode, _ message: String) -> HTTPResponse {
        .json(status, JSONRPC.error(id: nil, JSONRPC.Failure(code, message)))
    }
}
