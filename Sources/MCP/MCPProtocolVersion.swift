/// The protocol revisions this server speaks, in the two eras of MCP.
public enum MCPProtocolVersion {
    /// Reached with the `initialize` handshake, oldest first.
    public static let handshake = ["2025-06-18", "2025-11-25"]
    /// The stateless era: every request carries its version in `params._meta` (and, over HTTP, in the header).
    public static let modern = ["2026-07-28"]
    /// What a handshake-era HTTP request without `MCP-Protocol-Version` is taken to speak (the transport spec's
    /// fallback for a client that predates the header).
    public static let assumedWithoutHeader = "2025-03-26"

    /// The `_meta` keys of the 2026-07-28 per-request envelope.
    static let versionKey = "io.modelcontextprotocol/protocolVersion"
    static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
}
