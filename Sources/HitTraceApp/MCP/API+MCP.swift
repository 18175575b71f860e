import HTTPServer
import HitTestKit
import MCP

/// MCP's streamable HTTP transport at `POST /mcp`, with JSON responses and no sessions: every POST is answered
/// on its own (the handshake era's `initialize` too; the 2026-07-28 era is stateless by design). `GET /mcp`
/// (a stream of server messages) and `DELETE` (ending a session) are refused with the router's 405: this
/// server sends no messages of its own and keeps no sessions. Body limits and timeouts are the server's, as for
/// every route.
extension API {
    /// `Origin` and `Host` are checked before this runs, for every route (`OriginPolicy` in the HTTP layer): a page
    /// of another origin cannot drive a local server through its visitor's browser (DNS rebinding), as the
    /// transport spec requires (403).
    /// `message` is the body as `server.read` read it.
    func mcp(_ request: HTTPRequest, _ message: MCPServer.ReadMessage, server: MCPServer) -> HTTPResponse {
        let fields = MCPRequestHeaders(request)
        // The usual spelling is taken as it is, without making the lower-cased media type (a heap string).
        if let value = fields.contentType, value != "application/json", case let type = HTTPRequest.mediaType(of: value), type != "application/json" {
            return Self.mcpError(.unsupportedMediaType, .invalidRequest, "expected Content-Type: application/json, got \"\(type.prefix(100))\"")
        }
        if let accept = fields.accept, !Self.acceptsJSON(accept) {
            return Self.mcpError(.notAcceptable, .invalidRequest, "this server answers application/json; the Accept header must allow it")
        }
        guard !request.body.isEmpty else {
            return Self.mcpError(.badRequest, .invalidRequest, "the request body is empty; send one JSON-RPC message")
        }
        var connection = MCPConnection()
        let headers = MCPHTTPHeaders(protocolVersion: fields.protocolVersion, method: fields.method, name: fields.name)
        let reply = HitTraceTools.$lifetime.withValue(request.lifetime) { server.handle(message, connection: &connection, http: headers) }
        guard let body = reply.body else { return HTTPResponse(status: .accepted) }
        let status: HTTPStatus = switch reply.httpStatus {
        case 200: .ok
        case 404: .notFound
        default: .badRequest
        }
        return HTTPResponse(status: status, headers: Self.mcpHeaders, body: body)
    }

    /// Made once, not joined to the JSON type on every answer.
    private static let mcpHeaders = [(name: "Content-Type", value: HTTPResponse.jsonContentType), (name: "Cache-Control", value: "no-store")]

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
