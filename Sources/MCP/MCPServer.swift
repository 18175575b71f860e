import HitTraceJSON

/// An MCP server over any transport: it takes one JSON-RPC message and returns the answer, knowing nothing of
/// stdio, HTTP or sockets. It serves tools only, in both eras of the protocol: the `initialize` handshake
/// (2025-06-18, 2025-11-25) and the stateless 2026-07-28 revision, where `server/discover` replaces the
/// handshake and every request carries its own version.
public struct MCPServer: Sendable {
    public var name: String
    public var title: String
    public var version: String
    public var instructions: String
    public let toolbox: any MCPToolbox
    /// The deepest nesting a message may have (the tools' arguments are shallow; a hierarchy comes as text).
    public var maxNesting = 64

    public init(name: String, title: String, version: String, instructions: String, toolbox: any MCPToolbox) {
        self.name = name
        self.title = title
        self.version = version
        self.instructions = instructions
        self.toolbox = toolbox
    }

    /// One message as read from the wire (or why it could not be read): what `handle` answers.
    public typealias ReadMessage = Result<(JSONRPC.Message, JSONDocument), JSONRPC.ReadFailure>

    /// Reads one message, for a transport that looks at it before it is answered (HTTP picks a thread by it):
    /// the message is then answered as read, not read again.
    public func read(_ bytes: [UInt8]) -> ReadMessage {
        JSONRPC.read(bytes, maxNesting: maxNesting)
    }

    /// Answers one message. `connection` is the era a stream transport has settled; `http` the POST's MCP headers.
    public func handle(_ bytes: [UInt8], connection: inout MCPConnection, http: MCPHTTPHeaders? = nil) -> MCPReply {
        handle(read(bytes), connection: &connection, http: http)
    }

    /// Answers one message already read (`read`).
    public func handle(_ message: ReadMessage, connection: inout MCPConnection, http: MCPHTTPHeaders? = nil) -> MCPReply {
        switch message {
        case .failure(let f):
            return MCPReply(body: JSONRPC.error(id: f.id, f.failure), httpStatus: 400)
        case .success((.response, _)), .success((.notification, _)):
            // Nothing this server acts on: `notifications/initialized` and cancellations change nothing in a
            // server that answers each request before it reads the next.
            return MCPReply(body: nil, httpStatus: 202)
        case .success((.request(let id, let method, let params), _)):
            let era: Era
            do { era = try decideEra(method: method, params: params, connection: &connection, http: http) } catch {
                return MCPReply(body: JSONRPC.error(id: id, error), httpStatus: Self.httpStatus(error.code, modern: true))
            }
            do {
                let body = try JSONRPC.result(id: id) { (w: inout JSONWriter) throws(JSONRPC.Failure) in
                    try answer(method: method, params: params, era: era, connection: &connection, &w)
                }
                return MCPReply(body: body, httpStatus: 200)
            } catch {
                return MCPReply(body: JSONRPC.error(id: id, error), httpStatus: Self.httpStatus(error.code, modern: era == .modern))
            }
        }
    }

    /// The era one request is served in.
    enum Era: Equatable {
        case handshake(String)
        case modern
    }

    /// The status streamable HTTP sends an error with. The 2026-07-28 revision gives each code its status (as
    /// the SDK's table does); in the handshake era an error the server could still read and answer goes with
    /// 200, as the 2025 transport's clients expect, and only a message it could not take is a 400.
    static func httpStatus(_ code: JSONRPC.ErrorCode, modern: Bool) -> Int {
        switch code {
        case .parseError, .invalidRequest: 400
        case .invalidParams, .headerMismatch, .unsupportedProtocolVersion: modern ? 400 : 200
        case .methodNotFound: modern ? 404 : 200
        case .internalError: 200
        }
    }

    /// Which era serves this request, from its envelope, the HTTP header and what the connection settled.
    func decideEra(method: String, params: JSONValue?, connection: inout MCPConnection,
                   http: MCPHTTPHeaders?) throws(JSONRPC.Failure) -> Era {
        let enveloped = MCPEnvelope.isPresent(params)
        // Over HTTP a version header that is no handshake version routes the request to the modern rules,
        // which then say what is wrong with it (as the SDK's own server does).
        let headerModern = http?.protocolVersion.map { !MCPEnvelope.handshakeEraVersions.contains($0) } ?? false
        switch connection.era {
        case .modern:
            if method == "initialize" {
                throw JSONRPC.Failure(.unsupportedProtocolVersion,
                                      "this connection serves the 2026-07-28 protocol; the initialize handshake is not accepted",
                                      data: MCPEnvelope.unsupportedData(requested: params?["protocolVersion"]?.string))
            }
            try MCPEnvelope.check(method: method, params: params, http: http)
            return .modern
        case .handshake(let version):
            if enveloped && method != "initialize" {
                throw JSONRPC.Failure(.invalidRequest, "this connection serves the handshake protocol era; requests carrying the 2026-07-28 envelope are not accepted on it")
            }
            return .handshake(version)
        case .open:
            if method != "initialize" && (enveloped || headerModern) {
                try MCPEnvelope.check(method: method, params: params, http: http)
                connection.era = .modern
                return .modern
            }
            if let header = http?.protocolVersion, method != "initialize" {
                guard MCPProtocolVersion.handshake.contains(header) else {
                    throw JSONRPC.Failure(.invalidRequest, "MCP-Protocol-Version \(header) is not supported; this server speaks \((MCPProtocolVersion.handshake + MCPProtocolVersion.modern).joined(separator: ", "))")
                }
                return .handshake(header)
            }
            return .handshake(MCPProtocolVersion.assumedWithoutHeader)
        }
    }
}
