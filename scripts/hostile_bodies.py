"""Small hostile request bodies, each of a shape that once made the server do unbounded work (issue 33), as
(name, method, path, content type, body) with what must be stored first. Shared by scripts/hostile-probes.py (each
sent to a fresh server, timed) and Tests/openapi/test_hostile_bodies.py (each answered with a clear status)."""
import json


def window(subviews, w=390, h=844):
    return {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, w, h], "subviews": subviews}}


def nested_hidden(n):
    """n nested containers, each hidden, transparent and not interactive, a button at the bottom: every container
    has three blockers, so a fix search over sets of up to 4 changes once walked C(3n, 4) combinations."""
    inner = {"id": "target", "class": "UIButton", "frame": [0, 0, 100, 44]}
    for i in range(n):
        inner = {"id": f"c{i}", "frame": [0, 0, 300, 300], "hidden": True, "alpha": 0,
                 "userInteractionEnabled": False, "subviews": [inner]}
    return window([inner])


def mutual_recognizers(n):
    """n tap recognizers on one view, each requiring every other to fail: the receipt once listed n² waits."""
    ids = [f"t{i}" for i in range(n)]
    recognizers = [{"id": r, "type": "tap", "requireToFail": [o for o in ids if o != r]} for r in ids]
    return window([{"id": "card", "frame": [0, 0, 390, 844], "gestureRecognizers": recognizers}])


def many_buttons(n):
    """n buttons on one spot (each covers the last)."""
    return window([{"id": f"b{i}", "class": "UIButton", "frame": [10, 10, 300, 300]} for i in range(n)])


def dump_line(fields):
    return "<UIWindow: 0x1; frame = (0 0; 390 844); " + "; ".join(fields) + ">\n"


def bodies():
    """Yields (name, setup, method, path, content type, body): `setup` is a hierarchy to store first (its id
    replaces {h} in the path), or None."""
    for n in (8, 12, 20):
        body = {"hierarchy": nested_hidden(n), "touch": {"x": 50, "y": 20}, "view": "target"}
        yield f"why-not, {n} nested hidden containers", None, "POST", "/api/why-not", "application/json", json.dumps(body)
    yield ("why-not (MCP), 20 nested hidden containers", nested_hidden(20), "POST", "/mcp", "application/json",
           json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                       "params": {"name": "why_not", "arguments": {"hierarchyId": "{h}", "view": "target", "x": 50, "y": 20}}}))
    yield ("touch, 300 recognizers requiring each other", mutual_recognizers(300), "POST", "/api/hierarchies/{h}/touches",
           "application/json", json.dumps({"x": 100, "y": 100}))
    yield ("touch with expect, 300 recognizers requiring each other", mutual_recognizers(300), "POST",
           "/api/hierarchies/{h}/touches", "application/json", json.dumps({"x": 100, "y": 100, "expect": "card"}))
    yield ("check, 100 taps on 10,000 buttons", many_buttons(10_000), "POST", "/api/hierarchies/{h}/check", "application/json",
           json.dumps({"expect": [{"tap": [20 + i, 20 + i], "hits": "b0"} for i in range(100)]}))
    yield ("check, 1,001 expectations", many_buttons(3), "POST", "/api/hierarchies/{h}/check", "application/json",
           json.dumps({"expect": [{"audit": "hig"}] * 1001}))
    yield ("check, 1,000 audits", many_buttons(3), "POST", "/api/hierarchies/{h}/check", "application/json",
           json.dumps({"expect": [{"audit": "hig"}] * 1000}))
    yield ("dump, 2,000 equal fields on one line", None, "POST", "/api/hierarchies", "text/plain",
           dump_line(["foo = 1"] * 2000))
    yield ("dump, 10,000 views at one address", None, "POST", "/api/hierarchies", "text/plain",
           dump_line(["foo = 1"]) + "".join(f"   | <UIView: 0xabc; frame = (0 0; 10 10)>\n" for _ in range(10_000)))
    yield ("dump, 60 KB of <a <a <a", None, "POST", "/api/hierarchies", "text/plain", "<a " * 20_000)
    yield ("XML, 2,000 equal attributes", None, "POST", "/api/hierarchies?format=appium", "application/xml",
           '<AppiumAUT><XCUIElementTypeWindow x="0" y="0" width="390" height="844" '
           + " ".join(['name="a"'] * 2000) + "/></AppiumAUT>")
    yield ("XML, 10,000 Appium elements of one name", None, "POST", "/api/hierarchies?format=appium", "application/xml",
           '<AppiumAUT><XCUIElementTypeWindow x="0" y="0" width="390" height="844">'
           + '<XCUIElementTypeButton name="same" x="0" y="0" width="10" height="10"/>' * 10_000
           + "</XCUIElementTypeWindow></AppiumAUT>")
    yield ("XML, 40,000 stray closing tags", None, "POST", "/api/hierarchies?format=appium", "application/xml",
           '<AppiumAUT><XCUIElementTypeWindow x="0" y="0" width="390" height="844">' + "</x>" * 40_000
           + "</XCUIElementTypeWindow></AppiumAUT>")
    yield ("XML, 5,000 open then 20,000 stray closing tags", None, "POST", "/api/hierarchies?format=appium", "application/xml",
           '<AppiumAUT>' + '<XCUIElementTypeOther x="0" y="0" width="390" height="844">' * 900 + "</x>" * 20_000)
    sentry_keys = ", ".join(['"alpha": 1'] * 2000)
    yield ("Sentry, 2,000 duplicate keys", None, "POST", "/api/hierarchies?format=sentry", "application/json",
           '{"rendering_system": "UIKIT", "windows": [{"type": "UIWindow", "width": 390, "height": 844, "x": 0, "y": 0, '
           + sentry_keys + ', "children": []}]}')
    huge_key = "k" * (1 << 20)
    yield ("hierarchy, a 1 MiB unknown key", None, "POST", "/api/hierarchies", "application/json",
           json.dumps({"root": {"id": "w", "frame": [0, 0, 10, 10], huge_key: 1}}))
    yield ("hierarchy, 200,000 unknown keys", None, "POST", "/api/hierarchies", "application/json",
           '{"root": {"id": "w", "frame": [0, 0, 10, 10], ' + ", ".join(f'"u{i}": 1' for i in range(200_000)) + "}}")
    yield ("hit map, 1,000 views on a 1-pt grid", many_buttons(1000), "POST", "/api/hierarchies/{h}/hit-map", "application/json",
           json.dumps({"step": 1}))
