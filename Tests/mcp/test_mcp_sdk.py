"""HitTrace's MCP server driven by the official Python SDK (mcp==2.3.0) as an independent client: over stdio
(`hittrace mcp --db :memory:`) and over streamable HTTP (`POST /mcp` on a real `hittrace serve`), in the
handshake era (mode="legacy": initialize at 2025-11-25) and in the stateless era (mode="auto": server/discover,
then 2026-07-28 on every request). Every structured answer is validated against its tool's outputSchema with
jsonschema, independently of the SDK's own check."""
import json
from pathlib import Path

import anyio
import jsonschema
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.shared.exceptions import MCPError

from conftest import BIN, RULES, ROOT

SEED = (ROOT / "public" / "presets" / "seed-demo.json").read_text()
# errorButton is inside `container` (userInteractionEnabled = NO) and under `dimmingView`: two blockers.
TWO_BLOCKERS = json.dumps({"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 400, 800], "subviews": [
    {"id": "root", "class": "UIView", "frame": [0, 0, 400, 800], "subviews": [
        {"id": "container", "class": "UIView", "frame": [20, 20, 300, 300], "userInteractionEnabled": False, "subviews": [
            {"id": "errorButton", "class": "UIButton", "frame": [10, 10, 100, 50]}]},
        {"id": "dimmingView", "class": "UIView", "frame": [0, 0, 400, 800]}]}]}})
TOOLS = {"load_hierarchy", "trace_touch", "why_not", "where_to_tap", "check_touches", "explain_rule"}
MODES = {"legacy": "2025-11-25", "auto": "2026-07-28"}


def connect(transport, mode, http_url):
    server = (StdioServerParameters(command=BIN, args=["mcp", "--db", ":memory:", "--rules", RULES])
              if transport == "stdio" else http_url + "/mcp")
    return Client(server=server, mode=mode, cache=None)


def run(transport, mode, http_url, body):
    async def main():
        async with connect(transport, mode, http_url) as client:
            assert client.protocol_version == MODES[mode]
            schemas = {t.name: t.output_schema for t in (await client.list_tools()).tools}
            await body(client, schemas)
    anyio.run(main)


async def call(client, schemas, name, **arguments):
    """A successful call whose structured answer the tool's outputSchema accepts."""
    result = await client.call_tool(name, arguments)
    assert not result.is_error, result.content[0].text
    jsonschema.validate(result.structured_content, schemas[name])
    assert result.content[0].type == "text" and result.content[0].text
    return result.structured_content


async def load(client, schemas, text):
    return (await call(client, schemas, "load_hierarchy", text=text))["hierarchyId"]


both = pytest.mark.parametrize("transport,mode", [(t, m) for t in ("stdio", "http") for m in MODES])


@both
def test_tools_are_listed_with_schemas(transport, mode, http_url):
    async def body(client, schemas):
        tools = (await client.list_tools()).tools
        assert {t.name for t in tools} == TOOLS
        for t in tools:
            assert t.input_schema["type"] == "object" and "lang" in t.input_schema["properties"]
            jsonschema.Draft202012Validator.check_schema(t.input_schema)
            jsonschema.Draft202012Validator.check_schema(t.output_schema)
    run(transport, mode, http_url, body)


@both
def test_seed_demo_tap_on_red_view(transport, mode, http_url):
    async def body(client, schemas):
        loaded = await call(client, schemas, "load_hierarchy", text=SEED)
        assert loaded["format"] == "json" and loaded["views"] == 6 and loaded["windows"] == 1
        trace = await call(client, schemas, "trace_touch", hierarchyId=loaded["hierarchyId"], x=40, y=100)
        assert trace["hitView"] == "redView"
        assert trace["hitTestOrder"][-4:] == ["yellowView", "grayView", "blueView", "redView"]
        assert trace["responderChain"][:2] == ["redView", "grayView"]
        assert trace["receipt"]["heard"] is True
        assert trace["coordinates"] is None
        # Every rule the answer cites is one explain_rule explains.
        assert trace["rules"]
        for number in trace["rules"]:
            rule = await call(client, schemas, "explain_rule", number=number)
            assert rule["number"] == number and rule["text"]
        # The same touch in Chinese is the same stored trace.
        zh = await call(client, schemas, "trace_touch", hierarchyId=loaded["hierarchyId"], x=40, y=100, lang="zh")
        assert zh["traceId"] == trace["traceId"] and zh["receipt"]["text"] != trace["receipt"]["text"]
    run(transport, mode, http_url, body)


@both
def test_why_not_two_blockers_and_the_proven_fix(transport, mode, http_url):
    async def body(client, schemas):
        hid = await load(client, schemas, TWO_BLOCKERS)
        answer = await call(client, schemas, "why_not", hierarchyId=hid, view="errorButton", x=50, y=50)
        assert [b["kind"] for b in answer["blockers"]] == ["covered", "userInteractionDisabled"]
        assert [b["view"] for b in answer["blockers"]] == ["dimmingView", "container"]
        fix = answer["fix"]
        assert fix["found"] and fix["size"] == 2 and fix["hitView"] == "errorButton"
        # The fixed hierarchy is stored: the engine, asked again on it, gives errorButton the touch.
        again = await call(client, schemas, "trace_touch", hierarchyId=fix["hierarchyId"], x=50, y=50)
        assert again["hitView"] == "errorButton"
    run(transport, mode, http_url, body)


@both
def test_where_to_tap_gives_a_point_that_the_engine_then_hits(transport, mode, http_url):
    async def body(client, schemas):
        hid = await load(client, schemas, TWO_BLOCKERS)
        covered = await call(client, schemas, "where_to_tap", hierarchyId=hid, view="errorButton")
        assert covered["reachable"] is False and covered["point"] is None
        assert {b["view"] for b in covered["blockers"]} >= {"dimmingView"}
        seed = await load(client, schemas, SEED)
        for view in ("redView", "blueView", "yellowView"):
            spot = await call(client, schemas, "where_to_tap", hierarchyId=seed, view=view)
            assert spot["reachable"] and spot["hitView"] == view
            trace = await call(client, schemas, "trace_touch", hierarchyId=seed, **spot["point"])
            assert trace["hitView"] == view
    run(transport, mode, http_url, body)


@both
def test_coordinates_off_the_screen_offer_what_was_meant(transport, mode, http_url):
    async def body(client, schemas):
        hid = await load(client, schemas, SEED)
        # (40, 100) given in pixels of a 3x screen.
        trace = await call(client, schemas, "trace_touch", hierarchyId=hid, x=120, y=300 * 3)
        assert trace["hitView"] is None
        c = trace["coordinates"]
        assert c["problem"] == "outsideScreen"
        readings = {r["kind"]: r for r in c["readings"]}
        assert readings["pixelsAt3x"]["point"] == {"x": 40, "y": 300}
        for r in c["readings"]:
            hit = await call(client, schemas, "trace_touch", hierarchyId=hid, **r["point"])
            assert hit["hitView"] == r["hitView"]
    run(transport, mode, http_url, body)


@both
def test_check_touches_is_hittrace_check(transport, mode, http_url):
    async def body(client, schemas):
        hid = await load(client, schemas, TWO_BLOCKERS)
        report = await call(client, schemas, "check_touches", hierarchyId=hid,
                            expectations=[{"tap": [50, 50], "hits": "dimmingView"}, {"reachable": "errorButton"}])
        assert report["passed"] is False and report["failures"] == 1
        assert [r["passed"] for r in report["results"]] == [True, False]
    run(transport, mode, http_url, body)


@both
def test_counts_of_one_agree_with_their_nouns(transport, mode, http_url):
    """Issue 28: "1 view in 1 window", "The one expectation holds." — never "1 views" or "All 1 expectations"."""
    async def body(client, schemas):
        lone = '{"root": {"id": "w", "class": "UIWindow", "frame": [0, 0, 100, 100]}}'
        loaded = await client.call_tool("load_hierarchy", {"text": lone})
        assert not loaded.is_error and ": 1 view in 1 window, screen 100×100 pt." in loaded.content[0].text, loaded.content[0].text
        hid = loaded.structured_content["hierarchyId"]
        one = await client.call_tool("check_touches", {"hierarchyId": hid, "expectations": [{"tap": [50, 50], "hits": "w"}]})
        assert one.content[0].text == "The one expectation holds.", one.content[0].text
        two = await client.call_tool("check_touches", {"hierarchyId": hid, "expectations": [{"tap": [50, 50], "hits": "w"}, {"tap": [10, 10], "hits": "w"}]})
        assert two.content[0].text == "All 2 expectations hold.", two.content[0].text
        fails = await client.call_tool("check_touches", {"hierarchyId": hid, "expectations": [{"tap": [50, 50], "hits": "w"}, {"tap": [500, 500], "hits": "w"}]})
        assert fails.content[0].text.startswith("1 of 2 expectations fails: "), fails.content[0].text
    run(transport, mode, http_url, body)


@both
def test_bad_input_is_answered_as_errors_and_the_server_goes_on(transport, mode, http_url):
    async def body(client, schemas):
        with pytest.raises(MCPError) as unknown:
            await client.call_tool("no_such_tool", {})
        assert unknown.value.error.code == -32602
        missing = await client.call_tool("trace_touch", {"x": 1, "y": 2})
        assert missing.is_error and missing.structured_content["error"]["path"] == "$.hierarchyId"
        broken = await client.call_tool("load_hierarchy", {"text": '{"root": {"id": "w", "class": "UIWindow", "frame": [0, 0'})
        assert broken.is_error
        assert broken.structured_content["error"]["code"] == "malformed_json"
        nothing = await client.call_tool("load_hierarchy", {"text": "no views here", "format": "recursive-description"})
        assert nothing.is_error and nothing.structured_content["error"]["code"] == "invalid_dump"
        bad_view = await client.call_tool("why_not", {"hierarchyId": "h_none", "view": "x", "x": 1, "y": 1})
        assert bad_view.is_error and bad_view.structured_content["error"]["code"] == "not_found"
        bad_gesture = await client.call_tool("trace_touch", {"hierarchyId": await load(client, schemas, SEED),
                                                              "touch": {"gesture": "wave"}})
        assert bad_gesture.is_error and bad_gesture.structured_content["error"]["path"].startswith("$.touch")
        # Still serving.
        hid = await load(client, schemas, SEED)
        assert (await call(client, schemas, "trace_touch", hierarchyId=hid, x=40, y=100))["hitView"] == "redView"
    run(transport, mode, http_url, body)


@both
def test_an_imported_tree_is_recognised_and_its_views_named_by_label(transport, mode, http_url):
    async def body(client, schemas):
        loaded = await call(client, schemas, "load_hierarchy", text=(ROOT / "Tests" / "Fixtures" / "xctest" / "login.txt").read_text())
        # XCTest's debugDescription, recognised from the content as POST /api/hierarchies recognises it; an
        # accessibility tree does not carry interaction, so it is assumed.
        assert loaded["format"] == "xctest" and "userInteractionEnabled" in loaded["assumed"]
        hid = loaded["hierarchyId"]
        # "Sign In" labels the button and the text inside it: it names the button, the one that takes touches.
        spot = await call(client, schemas, "where_to_tap", hierarchyId=hid, view="Sign In")
        assert spot["view"] == "signInButton" and spot["hitView"] == "signInButton"
        answer = await call(client, schemas, "why_not", hierarchyId=hid, view="Create Account", x=195, y=375)
        assert [b["kind"] for b in answer["blockers"]] == ["disabledControl"]
        assert answer["fix"]["found"] and answer["fix"]["changes"][0]["property"] == "enabled"
    run(transport, mode, http_url, body)
