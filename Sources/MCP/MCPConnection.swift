/// What one side of a conversation has settled: the era its first request opened (stdio keeps one for the whole
/// process; streamable HTTP is stateless here and starts afresh with each POST).
public struct MCPConnection: Sendable {
    public enum Era: Sendable, Equatable {
        /// Nothing has decided yet.
        case open
        /// `initialize` agreed on this version.
        case handshake(String)
        /// A request carried the 2026-07-28 envelope.
        case modern
    }

    public var era: Era = .open

    public init() {}
}

/// The MCP headers of a streamable-HTTP POST (nil for stdio, which has none).
public struct MCPHTTPHeaders: Sendable {
    /// `MCP-Protocol-Version`.
    public var protocolVersion: String?
    /// `Mcp-Method` and `Mcp-Name` (2026-07-28): must repeat the body's method and tool name.
    public var method: String?
    public var name: String?

    public init(protocolVersion: String?, method: String?, name: String?) {
        self.protocolVersion = protocolVersion
        self.method = method
        self.name = name
    }
}

/// The answer to one message: the JSON-RPC message to send back (nil after a notification or a response) and the
/// HTTP status streamable HTTP sends it with (202 when there is nothing to send).
public struct MCPReply: Sendable {
    public var body: [UInt8]?
    public var httpStatus: Int

    public init(body: [UInt8]?, httpStatus: Int) {
        self.body = body
        self.httpStatus = httpStatus
    }
}
