import HitTraceJSON

/// The methods a tools-only server answers, and the results' shapes in each era (2026-07-28 results say
/// `resultType`; its cacheable ones, `server/discover` and `tools/list`, a time to live and a cache scope).
extension MCPServer {
    /// Writes the method's result to `w`; a failure is thrown before anything is written.
    func answer(method: String, params: JSONValue?, era: Era, connection: inout MCPConnection, _ w: inout JSONWriter) throws(JSONRPC.Failure) {
        switch (method, era) {
        case ("initialize", .handshake):
            connection.era = .handshake(initialize(params, &w))
        case ("ping", .handshake):
            w.beginObject(); w.endObject()
        case ("server/discover", .modern):
            discover(&w)
        case ("tools/list", _):
            listTools(modern: era == .modern, &w)
        case ("tools/call", _):
            try callTool(params, modern: era == .modern, &w)
        default:
            throw JSONRPC.Failure(.methodNotFound, "Method not found: \(method)")
        }
    }

    /// The client's version when this server speaks it, else the newest handshake version (the client decides
    /// whether it can go on with that).
    private func initialize(_ params: JSONValue?, _ w: inout JSONWriter) -> String {
        let asked = params?["protocolVersion"]?.string
        let version = asked.flatMap { MCPProtocolVersion.handshake.contains($0) ? $0 : nil } ?? MCPProtocolVersion.handshake.last!
        w.beginObject()
        w.key("protocolVersion"); w.string(version)
        w.key("capabilities"); capabilities(&w)
        w.key("serverInfo"); serverInfo(&w)
        w.key("instructions"); w.string(instructions)
        w.endObject()
        return version
    }

    private func discover(_ w: inout JSONWriter) {
        w.beginObject()
        w.key("supportedVersions"); w.beginArray(); for v in MCPProtocolVersion.modern { w.string(v) }; w.endArray()
        w.key("capabilities"); capabilities(&w)
        w.key("instructions"); w.string(instructions)
        w.key("_meta"); w.beginObject(); w.key("io.modelcontextprotocol/serverInfo"); serverInfo(&w); w.endObject()
        cacheable(&w)
        w.endObject()
    }

    private func capabilities(_ w: inout JSONWriter) {
        w.beginObject()
        w.key("tools"); w.beginObject(); w.key("listChanged"); w.bool(false); w.endObject()
        w.endObject()
    }

    private func serverInfo(_ w: inout JSONWriter) {
        w.beginObject()
        w.key("name"); w.string(name)
        w.key("title"); w.string(title)
        w.key("version"); w.string(version)
        w.endObject()
    }

    /// The same for every client and fixed for the life of the process: shareable, for an hour.
    private func cacheable(_ w: inout JSONWriter) {
        w.key("resultType"); w.string("complete")
        w.key("ttlMs"); w.int(3_600_000)
        w.key("cacheScope"); w.string("public")
    }

    private func listTools(modern: Bool, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("tools")
        w.beginArray()
        for tool in toolbox.tools {
            w.beginObject()
            w.key("name"); w.string(tool.name)
            w.key("title"); w.string(tool.title)
            w.key("description"); w.string(tool.description)
            w.key("inputSchema"); w.raw(tool.inputSchema)
            w.key("outputSchema"); w.raw(tool.outputSchema)
            w.key("annotations")
            w.beginObject()
            w.key("title"); w.string(tool.title)
            w.key("readOnlyHint"); w.bool(tool.readOnly)
            w.key("destructiveHint"); w.bool(false)
            w.key("openWorldHint"); w.bool(false)
            w.endObject()
            w.endObject()
        }
        w.endArray()
        if modern { cacheable(&w) }
        w.endObject()
    }

    /// An unknown tool or arguments that are not an object are protocol errors; whatever the tool itself finds
    /// wrong is its result, with `isError`, so that a model can read it and correct the call.
    private func callTool(_ params: JSONValue?, modern: Bool, _ w: inout JSONWriter) throws(JSONRPC.Failure) {
        guard let name = params?["name"]?.string else {
            throw JSONRPC.Failure(.invalidParams, "params.name must be the name of a tool (a string)")
        }
        guard toolbox.tools.contains(where: { $0.name == name }) else {
            throw JSONRPC.Failure(.invalidParams, "Unknown tool: \(name); this server has \(toolbox.tools.map(\.name).joined(separator: ", "))")
        }
        let arguments = params?["arguments"]
        if let arguments, arguments.kind != .object, arguments.kind != .null {
            throw JSONRPC.Failure(.invalidParams, "params.arguments must be an object")
        }
        let result = toolbox.call(name, arguments: arguments?.kind == .object ? arguments : nil)
        result.write(modern: modern, &w)
    }
}
