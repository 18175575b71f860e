import MCP
import Testing
import HitTraceJSON

/// The JSON-RPC and MCP layer in process, with a toolbox of one echoing tool: the handshake and the stateless
/// era, the era a stream connection settles, the HTTP header rules of 2026-07-28, and every protocol error.
@Suite struct MCPServerTests {
    struct Echo: MCPToolbox {
        var tools: [MCPTool] {
            [MCPTool(name: "echo", title: "Echo", description: "Answers its arguments.", inputSchema: #"{"type": "object"}"#,
                     outputSchema: #"{"type": "object"}"#, readOnly: true)]
        }

        func call(_ name: String, arguments: JSONValue?) -> MCPToolResult {
            guard let arguments, arguments["fail"] == nil else {
                return MCPToolResult(structuredContent: Array(#"{"error": {"code": "bad"}}"#.utf8), text: "failed", isError: true)
            }
            return MCPToolResult(structuredContent: JSONTree(arguments).bytes, text: "echoed")
        }
    }

    let server = MCPServer(name: "test", title: "Test", version: "1", instructions: "none", toolbox: Echo())

    static let envelope = #""_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}"#

    func send(_ text: String, _ connection: inout MCPConnection, http: MCPHTTPHeaders? = nil) throws -> (status: Int, json: JSONDocument?) {
        let reply = server.handle(Array(text.utf8), connection: &connection, http: http)
        return (reply.httpStatus, try reply.body.map { try JSONParser.parse($0) })
    }

    @Test func handshakeAgreesOnTheClientsVersionAndThenServesTools() throws {
        var c = MCPConnection()
        for version in ["2025-06-18", "2025-11-25"] {
            c = MCPConnection()
            let (status, json) = try send(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "\#(version)", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}}}"#, &c)
            #expect(status == 200)
            #expect(json?.root["result"]?["protocolVersion"]?.string == version)
            #expect(json?.root["result"]?["capabilities"]?["tools"] != nil)
            #expect(c.era == .handshake(version))
        }
        // A version this server does not speak gets its newest handshake version.
        var old = MCPConnection()
        let (_, answer) = try send(#"{"jsonrpc": "2.0", "id": "a", "method": "initialize", "params": {"protocolVersion": "2024-11-05"}}"#, &old)
        #expect(answer?.root["id"]?.string == "a")
        #expect(answer?.root["result"]?["protocolVersion"]?.string == "2025-11-25")
        #expect(server.handle(Array(#"{"jsonrpc": "2.0", "method": "notifications/initialized"}"#.utf8), connection: &c).body == nil)
        let (_, list) = try send(#"{"jsonrpc": "2.0", "id": 2, "method": "tools/list"}"#, &c)
        let tool = try #require(list?.root["result"]?["tools"]?.elements.first { _ in true })
        #expect(tool["name"]?.string == "echo" && tool["outputSchema"]?["type"]?.string == "object")
        #expect(list?.root["result"]?["resultType"] == nil)
        let (_, call) = try send(#"{"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "echo", "arguments": {"a": 1}}}"#, &c)
        #expect(call?.root["result"]?["structuredContent"]?["a"]?.number == 1)
        #expect(call?.root["result"]?["isError"]?.bool == false)
        #expect(call?.root["result"]?["content"]?.elements.first { _ in true }?["text"]?.string == "echoed")
    }

    @Test func statelessEraDiscoversAndStampsItsResults() throws {
        var c = MCPConnection()
        let (status, json) = try send(#"{"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {\#(Self.envelope)}}"#, &c)
        #expect(status == 200)
        let result = try #require(json?.root["result"])
        #expect(result["supportedVersions"]?.elements.map { $0.string } == ["2026-07-28"])
        #expect(result["resultType"]?.string == "complete" && result["cacheScope"]?.string == "public" && result["ttlMs"]?.number != nil)
        #expect(result["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"]?.string == "test")
        #expect(c.era == .modern)
        let (_, call) = try send(#"{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "echo", "arguments": {}, \#(Self.envelope)}}"#, &c)
        #expect(call?.root["result"]?["resultType"]?.string == "complete")
        // The handshake does not exist on a modern connection; its error names the versions served.
        let (_, refused) = try send(#"{"jsonrpc": "2.0", "id": 3, "method": "initialize", "params": {"protocolVersion": "2025-11-25"}}"#, &c)
        #expect(refused?.root["error"]?["code"]?.number == -32022)
        #expect(refused?.root["error"]?["data"]?["supported"]?.elements.map { $0.string } == ["2026-07-28"])
        // Nor is ping (removed in 2026-07-28).
        let (pingStatus, ping) = try send(#"{"jsonrpc": "2.0", "id": 4, "method": "ping", "params": {\#(Self.envelope)}}"#, &c)
        #expect(ping?.root["error"]?["code"]?.number == -32601 && pingStatus == 404)
    }

    @Test func aHandshakeConnectionRefusesTheEnvelope() throws {
        var c = MCPConnection()
        _ = try send(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-11-25"}}"#, &c)
        let (_, json) = try send(#"{"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {\#(Self.envelope)}}"#, &c)
        #expect(json?.root["error"]?["code"]?.number == -32600)
    }

    @Test func theEnvelopeIsCheckedInTheSDKsOrder() throws {
        func code(_ text: String, http: MCPHTTPHeaders? = nil) throws -> (Int, Double?, JSONDocument?) {
            var c = MCPConnection()
            let (status, json) = try send(text, &c, http: http)
            return (status, json?.root["error"]?["code"]?.number, json)
        }
        // Half an envelope: invalid params.
        #expect(try code(#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}}"#).1 == -32602)
        // A version not served: -32022 with what is.
        let (status, unsupported, json) = try code(#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2099-01-01", "io.modelcontextprotocol/clientCapabilities": {}}}}"#)
        #expect(unsupported == -32022 && status == 400)
        #expect(json?.root["error"]?["data"]?["requested"]?.string == "2099-01-01")
        // Over HTTP the headers must repeat the body.
        let body = #"{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "echo", \#(Self.envelope)}}"#
        #expect(try code(body, http: MCPHTTPHeaders(protocolVersion: "2026-07-28", method: "tools/call", name: "echo")).1 == nil)
        #expect(try code(body, http: MCPHTTPHeaders(protocolVersion: "2026-07-28", method: "tools/call", name: "=?base64?ZWNobw==?=")).1 == nil)
        #expect(try code(body, http: MCPHTTPHeaders(protocolVersion: "2026-07-28", method: "tools/list", name: "echo")).1 == -32020)
        #expect(try code(body, http: MCPHTTPHeaders(protocolVersion: "2026-07-28", method: "tools/call", name: "other")).1 == -32020)
        #expect(try code(body, http: MCPHTTPHeaders(protocolVersion: nil, method: "tools/call", name: "echo")).1 == -32020)
        // A modern header on a body without the envelope goes to the modern rules, which want the envelope.
        #expect(try code(#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}"#, http: MCPHTTPHeaders(protocolVersion: "2026-07-28", method: "tools/list", name: nil)).1 == -32602)
        // A handshake-era header this server does not speak is a 400.
        let (oldStatus, oldCode, _) = try code(#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}"#, http: MCPHTTPHeaders(protocolVersion: "2025-03-26", method: nil, name: nil))
        #expect(oldStatus == 400 && oldCode == -32600)
    }

    @Test func protocolErrorsAreJSONRPCErrorsAndToolErrorsAreResults() throws {
        var c = MCPConnection()
        func error(_ text: String) throws -> (id: String, code: Double?) {
            let (_, json) = try send(text, &c)
            return (json?.root["id"]?.sourceText ?? "", json?.root["error"]?["code"]?.number)
        }
        #expect(try error("{not json").code == -32700)
        #expect(try error("{not json").id == "null")
        #expect(try error(#"[{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}]"#).code == -32600)
        #expect(try error(#"{"jsonrpc": "1.0", "id": 7, "method": "tools/list"}"#) == ("7", -32600))
        #expect(try error(#"{"jsonrpc": "2.0", "id": 7, "method": 5}"#).code == -32600)
        #expect(try error(#"{"jsonrpc": "2.0", "id": 7, "method": "tools/list", "params": [1]}"#).code == -32600)
        #expect(try error(#"{"jsonrpc": "2.0", "id": 8, "method": "resources/list"}"#) == ("8", -32601))
        #expect(try error(#"{"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"name": "nope"}}"#) == ("9", -32602))
        #expect(try error(#"{"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"arguments": {}}}"#).code == -32602)
        #expect(try error(#"{"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"name": "echo", "arguments": [1]}}"#).code == -32602)
        // The id comes back as it was spelled.
        #expect(try error(#"{"jsonrpc": "2.0", "id": 1.50, "method": "nope"}"#).id == "1.50")
        let (status, json) = try send(#"{"jsonrpc": "2.0", "id": 10, "method": "tools/call", "params": {"name": "echo", "arguments": {"fail": true}}}"#, &c)
        #expect(status == 200)
        #expect(json?.root["result"]?["isError"]?.bool == true)
        #expect(json?.root["result"]?["structuredContent"]?["error"]?["code"]?.string == "bad")
        // A response or a notification gets no answer; over HTTP that is a 202.
        #expect(server.handle(Array(#"{"jsonrpc": "2.0", "id": 1, "result": {}}"#.utf8), connection: &c).httpStatus == 202)
        #expect(server.handle(Array(#"{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {}}"#.utf8), connection: &c).body == nil)
    }
}
