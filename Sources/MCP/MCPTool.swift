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
/// error), a short text for models that read text, and whether the call failed.
public struct MCPToolResult: Sendable {
    public let structuredContent: [UInt8]
    public let text: String
    public var isError: Bool
    /// The result's `content`, `[{"type": "text", "text": …}]`, written once: a result kept and answered again
    /// (a trace's summary) is sent without escaping its text each time.
    let content: [UInt8]

    public init(structuredContent: [UInt8], text: String, isError: Bool = false) {
        self.structuredContent = structuredContent
        self.text = text
        self.isError = isError
        var w = JSONWriter(capacity: text.utf8.count + 40)
        w.beginArray()
        w.beginObject(); w.key("type"); w.string("text"); w.key("text"); w.string(text); w.endObject()
        w.endArray()
        content = w.bytes
    }

    /// What it holds in memory, in bytes (for a cache's budget).
    public var cost: Int { structuredContent.count + content.count + text.utf8.count }
}

/// The tools a server offers and the work behind them; the MCP layer checks the name and the arguments' shape
/// (an object) and leaves everything else to the toolbox.
public protocol MCPToolbox: Sendable {
    var tools: [MCPTool] { get }
    func call(_ name: String, arguments: JSONValue?) -> MCPToolResult
}
