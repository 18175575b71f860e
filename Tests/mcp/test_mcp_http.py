"""What the SDK does not exercise on `POST /mcp`: the 2025-06-18 handshake, the transport's refusals (GET and
DELETE 405, a foreign Origin 403 (the server's own Origin policy, for every route), a wrong Content-Type 415, Accept without JSON 406, an unsupported
MCP-Protocol-Version 400), a notification's 202, and 2026-07-28's header checks, as raw HTTP."""
import json
import urllib.error
import urllib.request

ENVELOPE = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}


def post(url, body, **headers):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    h = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    h.update({k.replace("_", "-"): v for k, v in headers.items()})
    req = urllib.request.Request(url + "/mcp", data=data, headers=h, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            text = r.read()
            return r.status, (json.loads(text) if text else None), r.headers
    except urllib.error.HTTPError as e:
        text = e.read()
        return e.code, (json.loads(text) if text else None), e.headers


def test_the_2025_06_18_handshake_is_answered_in_its_version(http_url):
    status, body, headers = post(http_url, {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}})
    assert status == 200 and headers["Content-Type"].startswith("application/json")
    assert body["result"]["protocolVersion"] == "2025-06-18"
    status, body, _ = post(http_url, {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}, MCP_Protocol_Version="2025-06-18")
    assert status == 200 and len(body["result"]["tools"]) == 6
    status, body, _ = post(http_url, {"jsonrpc": "2.0", "method": "notifications/initialized"}, MCP_Protocol_Version="2025-06-18")
    assert status == 202 and body is None


def test_transport_refusals(http_url):
    for method in ("GET", "DELETE"):
        req = urllib.request.Request(http_url + "/mcp", method=method, headers={"Accept": "text/event-stream"})
        try:
            urllib.request.urlopen(req, timeout=30)
            raise AssertionError(f"{method} /mcp was answered")
        except urllib.error.HTTPError as e:
            assert e.code == 405 and "POST" in e.headers["Allow"]
    ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    assert post(http_url, ping, Origin="http://evil.example")[0] == 403
    assert post(http_url, ping, Origin=http_url)[0] == 200
    # Another local page (another port) is another origin: refused like any foreign one.
    assert post(http_url, ping, Origin="http://localhost:1234")[0] == 403
    assert post(http_url, ping, Content_Type="text/plain")[0] == 415
    assert post(http_url, ping, Accept="text/html")[0] == 406
    status, body, _ = post(http_url, ping, MCP_Protocol_Version="2024-11-05")
    assert status == 400 and body["error"]["code"] == -32600
    status, body, _ = post(http_url, b"{not json")
    assert status == 400 and body["error"]["code"] == -32700 and body["id"] is None


def test_the_stateless_era_checks_its_headers(http_url):
    call = {"jsonrpc": "2.0", "id": 7, "method": "tools/call",
            "params": {"name": "explain_rule", "arguments": {"number": "2.1"}, "_meta": ENVELOPE}}
    ok = dict(MCP_Protocol_Version="2026-07-28", Mcp_Method="tools/call", Mcp_Name="explain_rule")
    status, body, _ = post(http_url, call, **ok)
    assert status == 200 and body["result"]["resultType"] == "complete"
    assert body["result"]["structuredContent"]["number"] == "2.1"
    status, body, _ = post(http_url, call, **{**ok, "Mcp_Name": "why_not"})
    assert status == 400 and body["error"]["code"] == -32020
    status, body, _ = post(http_url, {**call, "method": "resources/list"}, **{**ok, "Mcp_Method": "resources/list"})
    assert status == 404 and body["error"]["code"] == -32601
    old = {**call, "params": {**call["params"], "_meta": {**ENVELOPE, "io.modelcontextprotocol/protocolVersion": "2099-01-01"}}}
    status, body, _ = post(http_url, old, **{**ok, "MCP_Protocol_Version": "2099-01-01"})
    assert status == 400 and body["error"]["code"] == -32022 and body["error"]["data"]["supported"] == ["2026-07-28"]
