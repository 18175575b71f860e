import Testing
import MCP
@testable import HitTraceApp

/// Which `POST /mcp` bodies go to the heavy pool: tool calls that search, map, check or import do, as their REST
/// routes do; `trace_touch` (a lookup, or one simulation, like `POST …/touches`) and `explain_rule` do not, so
/// that a busy heavy pool does not refuse them (503 `busy`), and neither do the handshake and the lists.
@Suite struct MCPHeavyWorkTests {
    /// As the route asks: of the message the MCP server read from the body.
    static func mayBeHeavy(_ body: [UInt8]) -> Bool {
        HitTraceTools.mayBeHeavy(JSONRPC.read(body, maxNesting: 64), body: body)
    }

    static func call(_ name: String, _ arguments: String) -> [UInt8] {
        Array(#"{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "\#(name)", "arguments": \#(arguments)}}"#.utf8)
    }

    @Test func lightToolsTheHandshakeAndListsAreNotHeavy() {
        #expect(!Self.mayBeHeavy(Self.call("trace_touch", #"{"hierarchyId": "h_1", "x": 40, "y": 100}"#)))
        #expect(!Self.mayBeHeavy(Self.call("trace_touch", #"{"hierarchyId": "h_1", "touch": {"x": 40, "y": 100}}"#)))
        #expect(!Self.mayBeHeavy(Self.call("explain_rule", #"{"number": "2.1"}"#)))
        #expect(!Self.mayBeHeavy(Array(#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}"#.utf8)))
        #expect(!Self.mayBeHeavy(Array(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}}"#.utf8)))
    }

    @Test func searchesMapsChecksImportsAndExpectedViewsAreHeavy() {
        for name in ["why_not", "where_to_tap", "check_touches", "load_hierarchy"] {
            #expect(Self.mayBeHeavy(Self.call(name, #"{"hierarchyId": "h_1", "view": "trace_touch"}"#)), "\(name)")
        }
        // A touch naming the view it expects asks why not, with a fix search, as on POST …/touches.
        #expect(Self.mayBeHeavy(Self.call("trace_touch", #"{"hierarchyId": "h_1", "touch": {"x": 1, "y": 2, "expect": "v"}}"#)))
        // Not one call that reads: counted heavy when it mentions a call.
        #expect(Self.mayBeHeavy(Array(#"[{"method": "tools/call", "params": {"name": "trace_touch"}}]"#.utf8)))
        #expect(Self.mayBeHeavy(Array(#"{"method": "tools/call", "params": {"name": "trace_touch""#.utf8)))
    }
}
