import Testing
import HitTraceJSON
import TestSupport

/// `trace_touch` called again with the same arguments is answered from what the first call found (the trace it
/// was answered with, and that trace's summary), as a repeated `POST …/touches` is: the same bytes, whatever the
/// JSON-RPC id, and never an answer about a trace that is no longer stored.
@Suite(.serialized) struct MCPRepeatedCallTests {
    static func call(_ app: InProcessApp, id: Int, _ arguments: String) throws -> TestResponse {
        try app.request("POST", "/mcp", headers: [("MCP-Protocol-Version", "2025-11-25")], json: """
            {"jsonrpc": "2.0", "id": \(id), "method": "tools/call", "params": {"name": "trace_touch", "arguments": \(arguments)}}
            """)
    }

    /// The answer's `result`, as sent.
    static func result(_ response: TestResponse) throws -> String {
        let root = try JSONParser.parse(response.body).root
        return try #require(root["result"]).sourceText
    }

    @Test func theSameCallIsAnsweredTheSameUntilItsTraceIsGone() throws {
        let app = try InProcessApp()
        defer { app.finish() }
        let hierarchyID = try app.upload(try Fixtures.seedDemoJSON())
        let arguments = #"{"hierarchyId": "\#(hierarchyID)", "x": 40, "y": 100}"#
        let first = try Self.call(app, id: 1, arguments)
        #expect(first.status == 200)
        let again = try Self.call(app, id: 2, arguments)
        #expect(again.text.hasPrefix(#"{"jsonrpc":"2.0","id":2,"result":"#))
        #expect(try Self.result(again) == Self.result(first))
        #expect(try Self.result(first).contains(#""hitView":"redView""#))
        // Another language is another summary of the same trace.
        let zh = try Self.call(app, id: 3, #"{"hierarchyId": "\#(hierarchyID)", "x": 40, "y": 100, "lang": "zh"}"#)
        #expect(try Self.result(zh) != Self.result(first))
        #expect(try Self.result(Self.call(app, id: 4, arguments)) == Self.result(first))

        // The hierarchy deleted, its traces are gone: the same call is told so, not answered from before.
        #expect(try app.request("DELETE", "/api/hierarchies/\(hierarchyID)").status == 204)
        let gone = try Self.result(Self.call(app, id: 5, arguments))
        #expect(gone.contains(#""isError":true"#))
        #expect(gone.contains("not_found"))
    }
}
