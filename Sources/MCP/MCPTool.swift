import HitTraceJSON

/// A tool as `tools/list` describes it. The schemas are JSON Schema objects already written as JSON.
public struct MCPTool: Sendable {
    public var name: String
    public var title: String
    public var description: String
    public var inputSchema: [UInt8]
    public var outputSchema: [UInt8]
    /// The tool changes nothing the client can see (MCP's `readOnlyHint`).
    public var readOnly: Bool

    public init(name: String, title: String, description: String, inputSchema: String, outputSchema: String, readOnly: Bool) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = Array(inputSchema.utf8)
        self.outputSchema = Array(outputSchema.utf8)
        self.readOnly = readOnly
    }
}

/// What a tool answers: the structured content (a JSON object, matching the tool's output schema unless it is an
/// error), a short text for models that read text, and whether the call failed; kept as the `tools/call` result
/// they make, the only form anything reads them in.
public struct MCPToolResult: Sendable {
    public let isError: Bool
    /// The whole `tools/call` result as the handshake era sends it, `{"content": [{"type": "text", "text": …}],
    /// "structuredContent": …, "isError": …}`, written once: a result kept and answered again (a trace's summary)
    /// is copied into the envelope as it is, not written member by member and its text escaped each time.
    let handshakeResult: [UInt8]

    public init(structuredContent: [UInt8], text: String, isError: Bool = false) {
        self.isError = isError
        var w = JSONWriter(capacity: text.utf8.count + structuredContent.count + 80)
        w.beginObject()
        w.key("content"); w.beginArray()
        w.beginObject(); w.key("type"); w.string("text"); w.key("text"); w.string(text); w.endObject()
        w.endArray()
        w.key("structuredContent"); w.raw(structuredContent)
        w.key("isError"); w.bool(isError)
        w.endObject()
        handshakeResult = w.bytes
    }

    /// What it holds in memory, in bytes (for a cache's budget).
    public var cost: Int { handshakeResult.count }

    /// The result as `tools/call` answers it in `era`'s shape: the 2026-07-28 revision adds `resultType`.
    func write(modern: Bool, _ w: inout JSONWriter) {
        guard modern else { w.raw(handshakeResult); return }
        var result = handshakeResult
        result.removeLast()  // the closing brace
        result.append(contentsOf: #","resultType":"complete"}"#.utf8)
        w.raw(result)
    }
}

/// The tools a server offers and the work behind them; the MCP layer checks the name and the arguments' shape
/// (an object) and leaves everything else to the toolbox.
public protocol MCPToolbox: Sendable {
    var tools: [MCPTool] { get }
    func call(_ name: String, arguments: JSONValue?) -> MCPToolResult
}
