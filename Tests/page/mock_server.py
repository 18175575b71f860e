"""A stand-in for `hittrace serve`, for page-only tests and development.

It serves public/ with the real server's Content-Security-Policy and answers the API endpoints of
docs/API.md with a small Python version of the hit-testing rules (docs/UIKIT-RULES.md §S):
enough for the page to be exercised on every preset. The real engine is the reference; run the
tests against it (the default) and use this one with HITTRACE_MOCK=1.

    python3 Tests/page/mock_server.py --port 0 --public public
prints `http://127.0.0.1:PORT` once listening.
"""

import argparse
import json
import math
import mimetypes
import os
import sys
import threading
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, unquote

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "object-src 'none'; base-uri 'none'; frame-ancestors 'none'")

CONTROLS = {"UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
            "UIPageControl", "UITextField", "UIDatePicker"}
KNOWN = CONTROLS | {"UIView", "UIWindow", "UILabel", "UIImageView", "UIScrollView", "UITableView",
                    "UICollectionView", "UIStackView", "UITabBar", "UINavigationBar", "UITextView"}


class Invalid(Exception):
    def __init__(self, errors):
        super().__init__(errors[0]["message"])
        self.errors = errors


# ---------------------------------------------------------------- normalization

def _num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _rect(v, path, errors):
    if isinstance(v, list):
        if len(v) != 4 or not all(_num(x) for x in v):
            errors.append({"path": path, "message": "a rectangle is [x, y, width, height] with four numbers"})
            return None
        return {"x": v[0], "y": v[1], "width": v[2], "height": v[3]}
    if isinstance(v, dict):
        out = {}
        for key in ("x", "y", "width", "height"):
            if key not in v:
                out[key] = 0
            elif not _num(v[key]):
                errors.append({"path": f"{path}.{key}", "message": f"{key} must be a number"})
                return None
            else:
                out[key] = v[key]
        if out["width"] < 0 or out["height"] < 0:
            errors.append({"path": path, "message": "width and height must not be negative"})
        return out
    errors.append({"path": path, "message": "expected {x, y, width, height} or [x, y, width, height]"})
    return None


def _transform(t):
    if not t:
        return {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0}
    if "a" in t:
        return {k: t.get(k, 1 if k in "ad" else 0) for k in ("a", "b", "c", "d", "tx", "ty")}
    angle = math.radians(t.get("rotate", 0))
    sc = t.get("scale", 1)
    sx, sy = (sc, sc) if _num(sc) else (sc[0], sc[1])
    tx, ty = t.get("translate", [0, 0])
    c, s = math.cos(angle), math.sin(angle)
    return {"a": c * sx, "b": s * sx, "c": -s * sy, "d": c * sy, "tx": tx, "ty": ty}


def normalize(doc):
    errors = []
    if not isinstance(doc, dict):
        raise Invalid([{"path": "$", "message": "a hierarchy is a JSON object"}])
    if "windows" in doc:
        raw_windows = doc["windows"]
        base = "$.windows"
        if not isinstance(raw_windows, list) or not raw_windows:
            raise Invalid([{"path": base, "message": "windows must be a non-empty array"}])
        paths = [f"{base}[{i}]" for i in range(len(raw_windows))]
    elif "root" in doc:
        raw_windows, paths = [doc["root"]], ["$.root"]
    else:
        raise Invalid([{"path": "$", "message": "a hierarchy needs root or windows"}])
    ids = set()
    counters = {}

    def view(raw, path, is_window):
        if not isinstance(raw, dict):
            errors.append({"path": path, "message": "a view is a JSON object"})
            return None
        cls = raw.get("class", "UIWindow" if is_window else "UIView")
        if not isinstance(cls, str) or not cls:
            errors.append({"path": f"{path}.class", "message": "class must be a non-empty string"})
            cls = "UIView"
        base = raw.get("base")
        behavior = cls if cls in KNOWN else (base if base in KNOWN else ("UIWindow" if is_window else "UIView"))
        vid = raw.get("id")
        if vid is None:
            counters[cls] = counters.get(cls, 0) + 1
            vid = cls if counters[cls] == 1 else f"{cls}-{counters[cls]}"
        if not isinstance(vid, str):
            errors.append({"path": f"{path}.id", "message": "id must be a string"})
            vid = str(vid)
        if vid in ids:
            errors.append({"path": f"{path}.id", "message": f"the id \"{vid}\" is used twice"})
        ids.add(vid)
        anchor = raw.get("anchorPoint", {"x": 0.5, "y": 0.5})
        frame = _rect(raw["frame"], f"{path}.frame", errors) if "frame" in raw else None
        bounds = _rect(raw["bounds"], f"{path}.bounds", errors) if "bounds" in raw else None
        if frame is None and ("center" not in raw or bounds is None):
            if "frame" not in raw:
                errors.append({"path": f"{path}.frame", "message": "frame is required unless center and bounds are given"})
            frame = {"x": 0, "y": 0, "width": 0, "height": 0}
        if bounds is None:
            bounds = {"x": 0, "y": 0, "width": frame["width"], "height": frame["height"]}
        if "contentOffset" in raw:
            bounds["x"], bounds["y"] = raw["contentOffset"]["x"], raw["contentOffset"]["y"]
        if "center" in raw:
            center = dict(raw["center"])
        else:
            center = {"x": frame["x"] + anchor["x"] * frame["width"], "y": frame["y"] + anchor["y"] * frame["height"]}
        alpha = raw.get("alpha", 1)
        if not _num(alpha) or not 0 <= alpha <= 1:
            errors.append({"path": f"{path}.alpha", "message": "alpha must be a number between 0 and 1"})
            alpha = 1
        for key in ("hidden", "userInteractionEnabled", "enabled", "clipsToBounds"):
            if key in raw and not isinstance(raw[key], bool):
                errors.append({"path": f"{path}.{key}", "message": f"{key} must be true or false"})
        subviews = raw.get("subviews", [])
        if not isinstance(subviews, list):
            errors.append({"path": f"{path}.subviews", "message": "subviews must be an array"})
            subviews = []
        out = {
            "id": vid, "class": cls, "behavior": behavior,
            "center": center, "bounds": bounds, "transform": _transform(raw.get("transform")), "anchorPoint": anchor,
            "hidden": raw.get("hidden") is True, "alpha": alpha,
            "userInteractionEnabled": raw.get("userInteractionEnabled", behavior not in ("UILabel", "UIImageView")),
            "clipsToBounds": raw.get("clipsToBounds") is True,
            "pointInside": raw.get("pointInside", "default"), "hitTest": raw.get("hitTest", "default"),
            "gestureRecognizers": raw.get("gestureRecognizers", []),
        }
        if base is not None:
            out["base"] = base
        if behavior in CONTROLS:
            out["enabled"] = raw.get("enabled", True)
        for key in ("backgroundColor", "text", "contentSize"):
            if key in raw:
                out[key] = raw[key]
        if "viewController" in raw:
            vc = raw["viewController"]
            out["viewController"] = {"class": vc} if isinstance(vc, str) else vc
        if is_window:
            out["windowLevel"] = raw.get("windowLevel", 0)
        out["frame"] = _frame_box(out)
        out["subviews"] = [v for v in (view(s, f"{path}.subviews[{i}]", False) for i, s in enumerate(subviews)) if v]
        return out

    windows = [view(w, p, True) for w, p in zip(raw_windows, paths)]
    if errors:
        raise Invalid(errors)
    return {"name": doc.get("name", ""), "windowScene": doc.get("windowScene", True), "windows": windows}


def _local_to_super(v):
    t, b, a, c = v["transform"], v["bounds"], v["anchorPoint"], v["center"]
    ox, oy = b["x"] + a["x"] * b["width"], b["y"] + a["y"] * b["height"]
    return (t["a"], t["b"], t["c"], t["d"],
            t["a"] * -ox + t["c"] * -oy + t["tx"] + c["x"], t["b"] * -ox + t["d"] * -oy + t["ty"] + c["y"])


def _apply(m, x, y):
    return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]


def _inverse(m):
    a, b, c, d, e, f = m
    det = a * d - b * c
    if det == 0:
        return None
    return (d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det)


def _frame_box(v):
    m = _local_to_super(v)
    b = v["bounds"]
    pts = [_apply(m, x, y) for x, y in ((b["x"], b["y"]), (b["x"] + b["width"], b["y"]),
                                         (b["x"], b["y"] + b["height"]), (b["x"] + b["width"], b["y"] + b["height"]))]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return {"x": min(xs), "y": min(ys), "width": max(xs) - min(xs), "height": max(ys) - min(ys)}


# ---------------------------------------------------------------- hit-testing

def _to_local(v, x, y):
    inv = _inverse(_local_to_super(v))
    return _apply(inv, x, y) if inv else (float("nan"), float("nan"))


def _contains(b, x, y):
    return b["x"] <= x < b["x"] + b["width"] and b["y"] <= y < b["y"] + b["height"]


def _point_inside(v, x, y):
    pi = v["pointInside"]
    b = v["bounds"]
    if pi == "never":
        return False
    if pi == "always":
        return True
    if isinstance(pi, dict) and "insets" in pi:
        # UIEdgeInsets: bounds.inset(by:), negative insets grow the area.
        i = pi["insets"]
        area = {"x": b["x"] + i.get("left", 0), "y": b["y"] + i.get("top", 0),
                "width": b["width"] - i.get("left", 0) - i.get("right", 0),
                "height": b["height"] - i.get("top", 0) - i.get("bottom", 0)}
        return _contains(area, x, y)
    if isinstance(pi, dict) and "insetBy" in pi:
        i = pi["insetBy"]
        area = {"x": b["x"] + i["dx"], "y": b["y"] + i["dy"],
                "width": b["width"] - 2 * i["dx"], "height": b["height"] - 2 * i["dy"]}
        return area["width"] >= 0 and area["height"] >= 0 and _contains(area, x, y)
    if isinstance(pi, dict) and "minimumSize" in pi:
        ms = pi["minimumSize"]
        dw, dh = max(0, ms["width"] - b["width"]) / 2, max(0, ms["height"] - b["height"]) / 2
        return _contains({"x": b["x"] - dw, "y": b["y"] - dh, "width": b["width"] + 2 * dw,
                          "height": b["height"] + 2 * dh}, x, y)
    return _contains(b, x, y)


class Tracer:
    def __init__(self):
        self.steps = []
        self.order = []

    def add(self, call, v, depth, x, y, **extra):
        step = {"index": len(self.steps), "call": call, "view": v["id"], "depth": depth,
                "point": {"x": round(x, 6), "y": round(y, 6)}}
        step.update(extra)
        self.steps.append(step)

    def hit_test(self, v, x, y, depth):
        self.order.append(v["id"])
        self.add("hitTest", v, depth, x, y, message=f"hitTest is called on {v['id']}.")
        ht = v["hitTest"]
        if ht == "none":
            return self.ret(v, depth, x, y, None, "override")
        if ht == "subviewsOutsideBounds":
            blocked = self.blocked(v)
            if blocked:
                return self.ret(v, depth, x, y, None, blocked)
            for s in reversed(v["subviews"]):
                lx, ly = _to_local(s, x, y)
                hit = self.hit_test(s, lx, ly, depth + 1)
                if hit:
                    return self.ret(v, depth, x, y, hit, "override")
            inside = self.point_inside(v, x, y, depth)
            return self.ret(v, depth, x, y, v["id"] if inside else None, "override")
        result, reason = self.super_hit_test(v, x, y, depth)
        if ht == "passThrough" and result == v["id"]:
            return self.ret(v, depth, x, y, None, "override")
        if ht == "selfOnly" and result is not None:
            return self.ret(v, depth, x, y, v["id"], "override")
        if isinstance(ht, dict) and "forwardTo" in ht and result is not None:
            return self.ret(v, depth, x, y, ht["forwardTo"], "override")
        return self.ret(v, depth, x, y, result, reason)

    def blocked(self, v):
        if v["behavior"] in CONTROLS and v.get("enabled") is False:
            return "disabledControl"
        if v["hidden"]:
            return "hidden"
        if not v["userInteractionEnabled"]:
            return "userInteractionDisabled"
        if v["alpha"] < 0.01:
            return "alphaBelowThreshold"
        return None

    def point_inside(self, v, x, y, depth):
        inside = _point_inside(v, x, y)
        self.add("pointInside", v, depth, x, y, result=inside,
                 message=f"pointInside on {v['id']} returns {'true' if inside else 'false'}.")
        return inside

    def super_hit_test(self, v, x, y, depth):
        blocked = self.blocked(v)
        if blocked:
            return None, blocked
        if not self.point_inside(v, x, y, depth):
            return None, "outsideBounds"
        for s in reversed(v["subviews"]):
            lx, ly = _to_local(s, x, y)
            hit = self.hit_test(s, lx, ly, depth + 1)
            if hit:
                return hit, "hitDescendant"
        return v["id"], "hitSelf"

    def ret(self, v, depth, x, y, result, reason):
        messages = {
            "hidden": f"{v['id']} is hidden, so hitTest returns nil without calling pointInside.",
            "userInteractionDisabled": f"{v['id']} has userInteractionEnabled = false, so hitTest returns nil.",
            "alphaBelowThreshold": f"{v['id']} has alpha below 0.01, so hitTest returns nil.",
            "disabledControl": f"{v['id']} is a disabled control, so hitTest returns nil.",
            "outsideBounds": f"The point is outside {v['id']}'s bounds, so hitTest returns nil.",
            "hitSelf": f"No subview of {v['id']} took the point, so it returns itself.",
            "hitDescendant": f"{v['id']} returns {result}, found among its subviews.",
            "override": f"{v['id']}'s overridden hitTest returns {result or 'nil'}.",
        }
        self.add("return", v, depth, x, y, result=result, reason=reason, message=messages[reason])
        return result


def _index(hierarchy):
    nodes = {}

    def walk(v, parent, matrix, window):
        m = _mul(matrix, _local_to_super(v))
        nodes[v["id"]] = {"view": v, "parent": parent, "matrix": m, "window": window}
        for s in v["subviews"]:
            walk(s, v["id"], m, window)

    for w in hierarchy["windows"]:
        walk(w, None, (1, 0, 0, 1, 0, 0), w["id"])
    return nodes


def _mul(m, n):
    return (m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3],
            m[1] * n[2] + m[3] * n[3], m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5])


def trace(hierarchy, touch):
    x, y = float(touch.get("x", 0)), float(touch.get("y", 0))
    tracer = Tracer()
    order = sorted(enumerate(hierarchy["windows"]), key=lambda p: (-p[1].get("windowLevel", 0), -p[0]))
    hit, window = None, None
    for _, w in order:
        if w["hidden"]:
            continue
        lx, ly = _to_local(w, x, y)
        hit = tracer.hit_test(w, lx, ly, 0)
        if hit:
            window = w["id"]
            break
    nodes = _index(hierarchy)
    chain = []
    ancestry = set()
    cur = hit
    while cur:
        n = nodes.get(cur)
        if not n:
            break
        v = n["view"]
        ancestry.add(cur)
        chain.append({"kind": "window" if n["parent"] is None else "view", "id": cur, "name": v["class"]})
        if v.get("viewController"):
            chain.append({"kind": "viewController", "name": v["viewController"].get("class", "UIViewController")})
        cur = n["parent"]
    if hit:
        if hierarchy.get("windowScene", True):
            chain.append({"kind": "windowScene", "name": "UIWindowScene"})
        chain += [{"kind": "application", "name": "UIApplication"}, {"kind": "appDelegate", "name": "AppDelegate"}]
    misses = []
    for vid, n in nodes.items():
        if vid in ancestry:
            continue
        v = n["view"]
        inv = _inverse(n["matrix"])
        if not inv:
            continue
        lx, ly = _apply(inv, x, y)
        if not _contains(v["bounds"], lx, ly):
            continue
        reason, by = None, None
        chain_ids = []
        cur = vid
        while cur:
            chain_ids.append(cur)
            cur = nodes[cur]["parent"]
        for aid in reversed(chain_ids):  # from the window down
            a = nodes[aid]["view"]
            blocked = tracer.blocked(a)
            if blocked:
                reason, by = blocked, aid
                break
            ainv = _inverse(nodes[aid]["matrix"])
            if aid != vid and not _point_inside(a, *_apply(ainv, x, y)):
                reason, by = "outsideSuperviewBounds", aid
                break
        if reason is None:
            reason, by = "covered", hit
        # Ids in backticks, as the real engine writes them (the page shows them as code).
        sentence = {
            "covered": f"covered by `{by}`, which is in front and took the touch first." if by else "was not reached.",
            "outsideSuperviewBounds": f"the point is outside the bounds of `{by}`, which contains `{vid}`.",
        }.get(reason, f"`{by}` stops the touch: {reason}." if by != vid else f"`{vid}` ignores touches ({reason}).")
        misses.append({"view": vid, "reason": reason, "by": by, "message": sentence})
    return {
        "engineVersion": "mock", "touch": touch, "point": {"x": x, "y": y}, "window": window, "hitView": hit,
        "hitTestOrder": tracer.order, "steps": tracer.steps, "responderChain": chain, "misses": misses,
        "delivery": {"timeline": [], "actions": []},
    }


# ---------------------------------------------------------------- HTTP

class Store:
    def __init__(self):
        self.lock = threading.Lock()
        self.hierarchies = {}
        self.traces = {}


STORE = Store()


class Handler(BaseHTTPRequestHandler):
    public = "public"
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):  # quiet
        pass

    def send_json(self, status, body, headers=None):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)

    def error(self, status, code, message, errors=None):
        body = {"error": {"code": code, "message": message}}
        if errors:
            body["error"].update({"path": errors[0]["path"], "errors": errors})
        self.send_json(status, body)

    def body(self):
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n else b""

    def json_body(self):
        try:
            return json.loads(self.body() or b"null")
        except ValueError as e:
            self.error(400, "malformed_json", f"The body is not valid JSON: {e}")
            return Ellipsis

    def do_GET(self):
        path = unquote(urlparse(self.path).path)
        if path == "/healthz":
            return self.send_json(200, {"status": "ok"})
        parts = path.strip("/").split("/")
        if parts[:2] == ["api", "hierarchies"] and len(parts) == 3:
            with STORE.lock:
                h = STORE.hierarchies.get(parts[2])
            if not h:
                return self.error(404, "not_found", "No such hierarchy.")
            return self.send_json(200, {"id": parts[2], **h})
        if parts[:2] == ["api", "traces"] and len(parts) == 3:
            with STORE.lock:
                t = STORE.traces.get(parts[2])
            return self.send_json(200, t) if t else self.error(404, "not_found", "No such trace.")
        if path.startswith("/api/"):
            return self.error(404, "not_found", "No such endpoint.")
        return self.static(path)

    def static(self, path):
        rel = "index.html" if path in ("", "/") else path.lstrip("/")
        full = os.path.realpath(os.path.join(self.public, rel))
        if not full.startswith(os.path.realpath(self.public) + os.sep) or not os.path.isfile(full):
            return self.error(404, "not_found", "No such file.")
        with open(full, "rb") as f:
            data = f.read()
        ctype = {".js": "text/javascript", ".css": "text/css", ".html": "text/html", ".json": "application/json",
                 ".svg": "image/svg+xml"}.get(os.path.splitext(full)[1]) or mimetypes.guess_type(full)[0] or "application/octet-stream"
        self.send_response(200)
        self.send_header("Content-Type", f"{ctype}; charset=utf-8" if ctype.startswith(("text", "application/j")) else ctype)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):
        path = urlparse(self.path).path
        parts = path.strip("/").split("/")
        if path == "/api/hit-test":
            body = self.json_body()
            if body is Ellipsis:
                return
            if not isinstance(body, dict) or "hierarchy" not in body or "touch" not in body:
                return self.error(400, "bad_request", "Expected {\"hierarchy\": …, \"touch\": …}.")
            try:
                h = normalize(body["hierarchy"])
            except Invalid as e:
                return self.error(422, "invalid_hierarchy", e.errors[0]["message"], e.errors)
            return self.send_json(200, trace(h, body["touch"]))
        if path == "/api/why-not":
            # The why-not analysis is not in the mock server: an answer with nothing found, so pages that pick a
            # view still work (and log no failed request).
            body = self.json_body()
            if body is Ellipsis:
                return
            view = body.get("view") if isinstance(body, dict) else None
            return self.send_json(200, {"view": view, "status": "missed", "blockers": [], "distance": None,
                                        "nearestHit": None, "fix": None, "sentence": ""})
        if path == "/api/hierarchies":
            ctype = self.headers.get("Content-Type", "")
            if ctype.startswith("text/plain"):
                self.body()
                return self.error(422, "import_failed", "The recursiveDescription importer is not in the mock server.")
            body = self.json_body()
            if body is Ellipsis:
                return
            try:
                h = normalize(body)
            except Invalid as e:
                return self.error(422, "invalid_hierarchy", e.errors[0]["message"], e.errors)
            hid = uuid.uuid4().hex[:12]
            with STORE.lock:
                STORE.hierarchies[hid] = h
            count = sum(1 for _ in _index(h))
            return self.send_json(201, {"id": hid, "viewCount": count, "windowCount": len(h["windows"]), "name": h["name"]},
                                  {"Location": f"/api/hierarchies/{hid}"})
        if parts[:2] == ["api", "hierarchies"] and len(parts) == 4 and parts[3] == "touches":
            with STORE.lock:
                h = STORE.hierarchies.get(parts[2])
            if not h:
                self.body()
                return self.error(404, "not_found", "No such hierarchy.")
            body = self.json_body()
            if body is Ellipsis:
                return
            t = trace(h, body)
            tid = uuid.uuid4().hex[:12]
            t.update({"id": tid, "hierarchyId": parts[2]})
            with STORE.lock:
                STORE.traces[tid] = t
            return self.send_json(201, t, {"Location": f"/api/traces/{tid}"})
        self.body()
        return self.error(404, "not_found", "No such endpoint.")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--public", default=os.path.join(os.path.dirname(__file__), "..", "..", "public"))
    args = parser.parse_args()
    Handler.public = os.path.realpath(args.public)
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    print(f"http://{args.host}:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
