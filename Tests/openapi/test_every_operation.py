"""Every operation of the OpenAPI document in the repository, asked by valid and invalid requests of the real
server on loopback; each answer is held to the document by openapi-core (answers.py). The cases cover every
operation the document lists (a new operation without cases fails `test_every_operation_has_cases`)."""
import http.client
import json
from pathlib import Path
from urllib.parse import urlsplit

import pytest

import answers

ROOT = Path(__file__).resolve().parents[2]
SEED = (ROOT / "public" / "presets" / "seed-demo.json").read_bytes()
SEED_TEXT = SEED.decode()
JSON = [("Content-Type", "application/json")]
TOO_LARGE = b'{"name":"' + b"a" * 70_000 + b'"}'   # the server runs with --max-body 65536
TAP = b'{"x": 50, "y": 100}'
ONE_SHOT_TOUCH = ('{"hierarchy": %s, "touch": {"x": 50, "y": 100}}' % SEED_TEXT).encode()
ONE_SHOT_ANSWER = ('{"hierarchy": %s, "touch": {"x": 50, "y": 100}, "include": ["hierarchy", "hitMap"], "hitMap": {"step": 20}}'
                   % SEED_TEXT).encode()
ONE_SHOT_MAP = ('{"hierarchy": %s, "step": 20}' % SEED_TEXT).encode()
ONE_SHOT_WHY = ('{"hierarchy": %s, "touch": {"x": 50, "y": 100}, "view": "grayView"}' % SEED_TEXT).encode()
DUMP = b"<UIWindow: 0x1; frame = (0 0; 375 667)>\n   | <UIView: 0x2; frame = (0 0; 100 100)>\n"
MCP_INIT = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}'


def send(base, method, target, headers=(), body=b""):
    url = urlsplit(base)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=120)
    try:
        connection.request(method, target, body=body or None, headers=dict(headers))
        response = connection.getresponse()
        data = response.read()
        return response.status, response.getheaders(), data
    finally:
        connection.close()


@pytest.fixture(scope="module")
def ids(base_url):
    status, _, body = send(base_url, "POST", "/api/hierarchies", JSON, SEED)
    assert status == 201, body
    hierarchy = json.loads(body)["id"]
    status, _, body = send(base_url, "POST", f"/api/hierarchies/{hierarchy}/touches", JSON, TAP)
    assert status == 201, body
    trace = json.loads(body)["id"]
    status, _, body = send(base_url, "POST", "/api/hierarchies", JSON, SEED.replace(b"Seed demo", b"Doomed demo"))
    doomed = json.loads(body)["id"]
    status, headers, _ = send(base_url, "GET", f"/api/traces/{trace}")
    etag = dict((k.lower(), v) for k, v in headers)["etag"]
    status, _, body = send(base_url, "POST", "/api/links", JSON, b'{"query": "preset=seed-demo&x=40&y=100"}')
    assert status == 201, body
    link = json.loads(body)["id"]
    return {"H": hierarchy, "T": trace, "D": doomed, "ETAG": etag, "L": link}


# (operation, target, headers, body, expected status); {H} {T} {D} {ETAG} are filled from `ids`.
CASES = [
    ("GET /healthz", "/healthz", [], b"", 200),
    ("GET /healthz", "/healthz?verbose=1", [], b"", 400),
    ("HEAD /healthz", "/healthz", [], b"", 200),
    ("GET /api/openapi.json", "/api/openapi.json", [], b"", 200),
    ("GET /api/openapi.json", "/api/openapi.json?x=1", [], b"", 400),
    ("HEAD /api/openapi.json", "/api/openapi.json", [], b"", 200),
    ("POST /api/hierarchies", "/api/hierarchies", JSON, SEED, 201),
    ("POST /api/hierarchies", "/api/hierarchies", [("Content-Type", "text/plain")], DUMP, 201),
    ("POST /api/hierarchies", "/api/hierarchies?format=recursive-description", [("Content-Type", "text/plain")], DUMP, 201),
    ("POST /api/hierarchies", "/api/hierarchies", JSON, b"{", 400),
    ("POST /api/hierarchies", "/api/hierarchies?limt=5", JSON, SEED, 400),
    ("POST /api/hierarchies", "/api/hierarchies", JSON + [("Origin", "http://evil.example")], SEED, 403),
    ("POST /api/hierarchies", "/api/hierarchies", JSON, TOO_LARGE, 413),
    ("POST /api/hierarchies", "/api/hierarchies", [("Content-Type", "text/csv")], SEED, 415),
    ("POST /api/hierarchies", "/api/hierarchies", JSON, b'{"root": {"frame": [0, 0, -1, 1], "alpha": 3}}', 422),
    ("POST /api/hierarchies", "/api/hierarchies", [("Content-Type", "text/plain")], b"<UIWindow oops", 422),
    ("GET /api/hierarchies", "/api/hierarchies", [], b"", 200),
    ("GET /api/hierarchies", "/api/hierarchies?limit=1", [], b"", 200),
    ("GET /api/hierarchies", "/api/hierarchies?limit=0", [], b"", 400),
    ("GET /api/hierarchies", "/api/hierarchies?cursor=nope", [], b"", 400),
    ("GET /api/hierarchies", "/api/hierarchies", [("Host", "evil.example")], b"", 421),
    ("HEAD /api/hierarchies", "/api/hierarchies?limit=2", [], b"", 200),
    ("GET /api/hierarchies/{id}", "/api/hierarchies/{H}", [], b"", 200),
    ("GET /api/hierarchies/{id}", "/api/hierarchies/{H}?format=text", [], b"", 200),
    ("GET /api/hierarchies/{id}", "/api/hierarchies/{H}", [("Accept", "text/plain")], b"", 200),
    ("GET /api/hierarchies/{id}", "/api/hierarchies/h_none", [], b"", 404),
    ("GET /api/hierarchies/{id}", "/api/hierarchies/{H}?fromat=text", [], b"", 400),
    ("HEAD /api/hierarchies/{id}", "/api/hierarchies/{H}", [], b"", 200),
    ("HEAD /api/hierarchies/{id}", "/api/hierarchies/h_none", [], b"", 404),
    ("DELETE /api/hierarchies/{id}", "/api/hierarchies/{D}", [], b"", 204),
    ("DELETE /api/hierarchies/{id}", "/api/hierarchies/h_none", [], b"", 404),
    ("DELETE /api/hierarchies/{id}", "/api/hierarchies/{D}", [("Origin", "http://evil.example")], b"", 403),
    ("POST /api/hierarchies/{id}/touches", "/api/hierarchies/{H}/touches", JSON, TAP, 201),
    ("POST /api/hierarchies/{id}/touches", "/api/hierarchies/{H}/touches?lang=zh", JSON, b'{"gesture": "drag", "from": [150, 400], "to": [300, 600]}', 201),
    ("POST /api/hierarchies/{id}/touches", "/api/hierarchies/{H}/touches?include=missGroups", JSON, b'{"x": 40, "y": 100}', 201),
    ("POST /api/hierarchies/{id}/touches", "/api/hierarchies/{H}/touches?include=all", JSON, b'{"x": 40, "y": 100}', 400),
    ("POST /api/hierarchies/{id}/touches", "/api/hierarchies/{H}/touches", JSON, b'{"x": 40, "y": 100, "expect": "yellowView"}', 201),
    ("POST /api/hierarchies/{id}/touches", "/api/hierarchies/{H}/touches", JSON, b"[", 400),
    ("POST /api/hierarchies/{id}/touches", "/api/hierarchies/h_none/touches", JSON, TAP, 404),
    ("POST /api/hierarchies/{id}/touches", "/api/hierarchies/{H}/touches", JSON, TOO_LARGE, 413),
    ("POST /api/hierarchies/{id}/touches", "/api/hierarchies/{H}/touches", [("Content-Type", "text/csv")], TAP, 415),
    ("POST /api/hierarchies/{id}/touches", "/api/hierarchies/{H}/touches", JSON, b'{"x": 1}', 422),
    ("POST /api/hierarchies/{id}/hit-map", "/api/hierarchies/{H}/hit-map", JSON, b'{"step": 20}', 200),
    ("POST /api/hierarchies/{id}/hit-map", "/api/hierarchies/{H}/hit-map?audit=hig", JSON, b'{"step": 20}', 200),
    ("POST /api/hierarchies/{id}/hit-map", "/api/hierarchies/{H}/hit-map", JSON, b'{"step": 0}', 422),
    ("POST /api/hierarchies/{id}/hit-map", "/api/hierarchies/{H}/hit-map", JSON, b"nope", 400),
    ("POST /api/hierarchies/{id}/hit-map", "/api/hierarchies/h_none/hit-map", JSON, b"{}", 404),
    ("GET /api/hierarchies/{id}/hit-map.svg", "/api/hierarchies/{H}/hit-map.svg?step=20", [], b"", 200),
    ("GET /api/hierarchies/{id}/hit-map.svg", "/api/hierarchies/{H}/hit-map.svg?step=-1", [], b"", 400),
    ("GET /api/hierarchies/{id}/hit-map.svg", "/api/hierarchies/h_none/hit-map.svg?step=20", [], b"", 404),
    ("HEAD /api/hierarchies/{id}/hit-map.svg", "/api/hierarchies/{H}/hit-map.svg?step=20", [], b"", 200),
    ("POST /api/hierarchies/{id}/check", "/api/hierarchies/{H}/check?step=20", JSON, b'{"expect": [{"tap": [50, 100], "hits": "redView"}]}', 200),
    ("POST /api/hierarchies/{id}/check", "/api/hierarchies/{H}/check?step=20", JSON, b'{"expect": [{"tap": [50, 100], "hits": "blueView"}]}', 200),
    ("POST /api/hierarchies/{id}/check", "/api/hierarchies/{H}/check", JSON, b'{"expect": [{"tap": "here"}]}', 422),
    ("POST /api/hierarchies/{id}/check", "/api/hierarchies/{H}/check", JSON, b"{", 400),
    ("GET /api/traces/{traceId}", "/api/traces/{T}", [], b"", 200),
    ("GET /api/traces/{traceId}", "/api/traces/{T}?format=text", [], b"", 200),
    ("GET /api/traces/{traceId}", "/api/traces/{T}?lang=zh", [], b"", 200),
    ("GET /api/traces/{traceId}", "/api/traces/{T}", [("If-None-Match", "{ETAG}")], b"", 304),
    ("GET /api/traces/{traceId}", "/api/traces/t_none", [], b"", 404),
    ("GET /api/traces/{traceId}", "/api/traces/{T}?lang=fr", [], b"", 400),
    ("GET /api/traces/{traceId}", "/api/traces/{T}?include=missGroups", [], b"", 200),
    ("GET /api/traces/{traceId}", "/api/traces/{T}?lang=zh&include=missGroups", [], b"", 200),
    ("GET /api/traces/{traceId}", "/api/traces/{T}?include=groups", [], b"", 400),
    ("HEAD /api/traces/{traceId}", "/api/traces/{T}", [], b"", 200),
    ("GET /api/traces/{traceId}/why-not/{viewId}", "/api/traces/{T}/why-not/yellowView", [], b"", 200),
    ("GET /api/traces/{traceId}/why-not/{viewId}", "/api/traces/{T}/why-not/grayView?lang=zh", [], b"", 200),
    ("GET /api/traces/{traceId}/why-not/{viewId}", "/api/traces/{T}/why-not/nobody", [], b"", 404),
    ("GET /api/traces/{traceId}/why-not/{viewId}", "/api/traces/t_none/why-not/grayView", [], b"", 404),
    ("HEAD /api/traces/{traceId}/why-not/{viewId}", "/api/traces/{T}/why-not/yellowView", [], b"", 200),
    ("POST /api/hit-test", "/api/hit-test", JSON, ONE_SHOT_TOUCH, 200),
    ("POST /api/hit-test", "/api/hit-test?format=text", JSON, ONE_SHOT_TOUCH, 200),
    ("POST /api/hit-test", "/api/hit-test", JSON, ONE_SHOT_ANSWER, 200),
    ("POST /api/hit-test", "/api/hit-test", JSON, b'{"hierarchy": {}}', 422),
    ("POST /api/hit-test", "/api/hit-test", JSON, b"nope", 400),
    ("POST /api/hit-test", "/api/hit-test", JSON, TOO_LARGE, 413),
    ("POST /api/hit-map", "/api/hit-map", JSON, ONE_SHOT_MAP, 200),
    ("POST /api/hit-map", "/api/hit-map", JSON, b'{"hierarchy": {"root": {"frame": [0, 0, 10, 10]}}, "step": 0}', 422),
    ("POST /api/hit-map", "/api/hit-map", [("Content-Type", "text/csv")], ONE_SHOT_MAP, 415),
    ("POST /api/hit-map.svg", "/api/hit-map.svg", JSON, ONE_SHOT_MAP, 200),
    ("POST /api/hit-map.svg", "/api/hit-map.svg", JSON, b'{"hierarchy": {"root": {"frame": [0, 0, 10, 10]}}, "step": 0}', 422),
    ("POST /api/why-not", "/api/why-not", JSON, ONE_SHOT_WHY, 200),
    ("POST /api/why-not", "/api/why-not", JSON, b'{"hierarchy": {"root": {"frame": [0, 0, 10, 10]}}}', 422),
    ("GET /api/rules", "/api/rules", [], b"", 200),
    ("GET /api/rules", "/api/rules?q=1", [], b"", 400),
    ("HEAD /api/rules", "/api/rules", [], b"", 200),
    ("GET /api/rules/{number}", "/api/rules/4.5", [], b"", 200),
    ("GET /api/rules/{number}", "/api/rules/99.9", [], b"", 404),
    ("HEAD /api/rules/{number}", "/api/rules/4.5", [], b"", 200),
    ("GET /rules", "/rules", [], b"", 200),
    ("GET /rules", "/rules?page=2", [], b"", 400),
    ("HEAD /rules", "/rules", [], b"", 200),
    ("GET /api/qr", "/api/qr?text=http%3A%2F%2F127.0.0.1%2F%3Fh%3Dh_1", [], b"", 200),
    ("GET /api/qr", "/api/qr", [], b"", 400),
    ("GET /api/qr", "/api/qr?text=" + "a" * 1025, [], b"", 400),
    ("HEAD /api/qr", "/api/qr?text=a", [], b"", 200),
    ("POST /api/links", "/api/links", JSON, b'{"query": "preset=seed-demo&x=40&y=100&lang=zh&lesson=1"}', 201),
    ("POST /api/links", "/api/links", JSON, b'{"query": "?x=1"}', 422),
    ("POST /api/links", "/api/links", JSON, b'{"query": "x=1", "qurey": 2}', 422),
    ("POST /api/links", "/api/links", JSON, b"{", 400),
    ("POST /api/links", "/api/links", [("Content-Type", "text/csv")], b"{}", 415),
    ("POST /api/links", "/api/links", JSON + [("Origin", "http://evil.example")], b'{"query": "x=1"}', 403),
    ("GET /api/links/{linkId}", "/api/links/{L}", [], b"", 200),
    ("GET /api/links/{linkId}", "/api/links/{L}", [("If-None-Match", '"{L}"')], b"", 304),
    ("GET /api/links/{linkId}", "/api/links/zzzzzz", [], b"", 404),
    ("GET /api/links/{linkId}", "/api/links/{L}?x=1", [], b"", 400),
    ("HEAD /api/links/{linkId}", "/api/links/{L}", [], b"", 200),
    ("GET /l/{linkId}", "/l/{L}", [], b"", 302),
    ("GET /l/{linkId}", "/l/zzzzzz", [], b"", 404),
    ("HEAD /l/{linkId}", "/l/{L}", [], b"", 302),
    ("POST /mcp", "/mcp", JSON + [("Accept", "application/json, text/event-stream")], MCP_INIT, 200),
    ("POST /mcp", "/mcp", JSON, b'{"jsonrpc":"2.0","method":"notifications/initialized"}', 202),
    ("POST /mcp", "/mcp", JSON, b"{", 400),
    ("POST /mcp", "/mcp", JSON + [("Accept", "text/html")], b'{"jsonrpc":"2.0","id":1,"method":"ping"}', 406),
    ("POST /mcp", "/mcp", [("Content-Type", "text/plain")], b"{}", 415),
]


def fill(text, ids):
    for key, value in ids.items():
        text = text.replace("{" + key + "}", value)
    return text


def test_every_operation_has_cases():
    covered = {operation for operation, *_ in CASES}
    assert covered == {f"{m} {p}" for m, p in answers.operations()}


def test_every_operation_has_an_invalid_request():
    bad = {operation for operation, *_, status in CASES if status >= 400}
    missing = {f"{m} {p}" for m, p in answers.operations()} - bad
    # HEAD shares GET's handler and parameters: one HEAD 404 stands for the others.
    assert {op for op in missing if not op.startswith("HEAD ")} == set(), sorted(missing)


@pytest.mark.parametrize("operation,target,headers,body,status", CASES,
                         ids=[f"{c[0]} → {c[4]} [{i}]" for i, c in enumerate(CASES)])
def test_the_answer_is_what_the_document_says(base_url, ids, operation, target, headers, body, status):
    method = operation.split(" ", 1)[0]
    target = fill(target, ids)
    headers = [(k, fill(v, ids)) for k, v in headers]
    got, response_headers, data = send(base_url, method, target, headers, body)
    assert got == status, data[:400]
    assert answers.template_of(method, target.split("?")[0]) == operation.split(" ", 1)[1]
    problem = answers.problems(method, target, headers, body, got, response_headers, data)
    assert problem is None, problem


def test_the_validator_refuses_what_the_document_forbids():
    """The validator itself: answers that break the document are refused, or the tests above prove nothing."""
    json_type = [("Content-Type", "application/json")]
    ok = b'{"status":"ok","engineVersion":"4","schemaVersion":2,"hierarchies":0}'
    assert answers.problems("GET", "/healthz", [], b"", 200, json_type, ok) is None
    assert answers.problems("GET", "/healthz", [], b"", 200, json_type, ok.replace(b'"ok"', b'3')) is not None
    assert answers.problems("GET", "/healthz", [], b"", 299, json_type, ok) is not None
    assert answers.problems("GET", "/healthz", [], b"", 200, [("Content-Type", "text/csv")], ok) is not None
    error = b'{"error":{"code":"no_such_code","message":"m"}}'
    assert answers.problems("GET", "/api/traces/t_x", [], b"", 404, json_type, error) is not None


MOVE_CARD = {"root": {"id": "window", "class": "UIWindow", "frame": [0, 0, 375, 667], "subviews": [
    {"id": "card", "frame": [20, 100, 335, 200], "gestureRecognizers": [{"id": "hold", "type": "longPress"}],
     "subviews": [{"id": "content", "frame": [0, 0, 335, 200]},
                  {"id": "Btn", "class": "UIButton", "frame": [20, 20, 100, 44]}]}]}}


def test_a_moved_recognizer_is_an_answer_the_document_holds(base_url):
    """Rule 4.1: the card's long press takes the button's touch; moving it to the card's content is one of the
    proven fixes (`moveRecognizer`, `property` "view"), and the answer is what the document says."""
    body = json.dumps({"hierarchy": MOVE_CARD, "touch": {"gesture": "longPress", "x": 60, "y": 140, "duration": 0.8},
                       "view": "Btn"}).encode()
    status, headers, data = send(base_url, "POST", "/api/why-not", JSON, body)
    assert status == 200, data[:400]
    assert answers.problems("POST", "/api/why-not", JSON, body, status, headers, data) is None
    fix = json.loads(data)["fix"]
    moves = [c for s in [fix["changes"]] + fix["alternatives"] for c in s if c["action"] == "moveRecognizer"]
    assert moves == [{"action": "moveRecognizer", "view": "card", "recognizer": "hold", "property": "view",
                      "from": "card", "to": "content", "removes": moves[0]["removes"]}]
