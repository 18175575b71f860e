-- wrk: POST /mcp a tools/call of trace_touch, the same touch every time (the MCP twin of post_touch.lua), in the
-- handshake era's form (MCP-Protocol-Version after initialize; no session). The hierarchy id is the argument.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["MCP-Protocol-Version"] = "2025-11-25"

function init(args)
  wrk.body = '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "trace_touch", '
    .. '"arguments": {"hierarchyId": "' .. args[1] .. '", "x": 40, "y": 100}}}'
end
