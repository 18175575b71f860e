import Testing
@testable import HitTraceApp

/// Which `POST /mcp` bodies go to the heavy pool: tool calls that search, map, check or import do, as their REST
/// routes do; `trace_touch` (a lookup, or one simulation, like `POST …/touches`) and `explain_rule` do not, so
/// that a busy heavy pool does not refuse them (503 `busy`), and neither do the handshake and the lists.
@Suite struct MCPHeavyWorkTests {
    static func call(_ name: String, _ arguments: String) -> [UInt8] {
        Array(#"{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "\#(name)", "arguments": \#(arguments)}}"#.utf8)
    }

    @Test func lightToolsTheHandshakeAndListsAreNotHeavy() {
        #expect(!HitTraceTools.mayBeHeavy(Self.call("trace_touch", #"{"hierarchyId": "h_1", "x": 40, "y": 100}"#)))
        #expect(!HitTraceTools.mayBeHeavy(Self.call("trace_touch", #"{"hierarchyId": "h_1", "touch": {"x": 40, "y": 100}}"#)))
        #expect(!HitTraceTools.mayBeHeavy(Self.call("explain_rule", #"{"number": "2.1"}"#)))
        #expect(!HitTraceTools.mayBeHeavy(Array(#"{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}"#.utf8)))
        #expect(!HitTraceTools.mayBeHeavy(Array(#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}}"#.utf8)))
    }

    @Test func searchesMapsChecksImportsAndExpectedViewsAreHeavy() {
        for name in ["why_not", "where_to_tap", "check_touches", "load_hierarchy"] {
            #expect(HitTraceTools.mayBeHeavy(Self.call(name, #"{"hierarchyId": "h_1", "view": "trace_touch"}"#)), "\(name)")
        }
        // A touch naming the view it expects asks why not, with a fix search, as on POST …/touches.
        #expect(HitTraceTools.mayBeHeavy(Self.call("trace_touch", #"{"hierarchyId": "h_1", "touch": {"x": 1, "y": 2, "expect": "v"}}"#)))
        // Not one call that reads: counted heavy when it mentions a call.
        #expect(HitTraceTools.mayBeHeavy(Array(#"[{"method": "tools/call", "params": {"name": "trace_touch"}}]"#.utf8)))
        #expect(HitTraceTools.mayBeHeavy(Array(#"{"method": "tools/call", "params": {"name": "trace_touch""#.utf8)))
    }
}
