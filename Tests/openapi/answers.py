"""Holds a real answer of the server to the OpenAPI document in the repository (Sources/HitTraceApp/Resources/
openapi.json, the file as it is) with openapi-core, a complete OpenAPI 3.1 validator: the status must be one the
operation documents, the media type one that status documents, the body valid by its schema (JSON Schema 2020-12,
formats included), the documented headers as their schemas say."""
import json
from pathlib import Path
from urllib.parse import urlsplit, parse_qsl

from openapi_core import Config, OpenAPI
from openapi_core.testing import MockRequest, MockResponse
from werkzeug.datastructures import Headers, ImmutableMultiDict

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT_PATH = ROOT / "Sources" / "HitTraceApp" / "Resources" / "openapi.json"
DOCUMENT = json.loads(DOCUMENT_PATH.read_text())
# openapi-core reads JSON, text and forms; an SVG picture is text too (its schema is a string).
OPENAPI = OpenAPI.from_dict(DOCUMENT, config=Config(
    extra_media_type_deserializers={"image/svg+xml": lambda data: data.decode("utf-8")}))
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def operations():
    """(METHOD, path template) of every operation the document describes."""
    return sorted((m.upper(), p) for p, item in DOCUMENT["paths"].items() for m in item if m in METHODS)


def template_of(method, path):
    """The documented path template a concrete path matches for this method, or None."""
    parts = path.split("/")
    for m, template in operations():
        if m != method:
            continue
        t = template.split("/")
        if len(t) == len(parts) and all(a.startswith("{") or a == b for a, b in zip(t, parts)):
            # A literal segment beats a parameter ("/api/hierarchies/{id}" never takes "/api/hierarchies").
            return template
    return None


def _media(content_type):
    return (content_type or "").split(";")[0].strip().lower()


def problems(method, target, request_headers, request_body, status, response_headers, response_body):
    """Why the answer breaks the document (a string), or None when it conforms. Raises nothing."""
    url = urlsplit(target)
    request = MockRequest("http://127.0.0.1", method.lower(), url.path,
                          args=ImmutableMultiDict(parse_qsl(url.query, keep_blank_values=True)),
                          headers=Headers(list(request_headers)), data=request_body or b"",
                          content_type=_media(dict((k.lower(), v) for k, v in request_headers).get("content-type")))
    headers = Headers(list(response_headers))
    response = MockResponse(response_body or b"", status_code=status, headers=headers,
                            content_type=_media(headers.get("Content-Type")) or None)
    try:
        OPENAPI.validate_response(request, response)
    except Exception as error:  # every failure is the document's or the server's, and is reported as such
        cause = error.__cause__ or error.__context__
        detail = f"{type(error).__name__}: {error}"
        if cause is not None:
            detail += f" ({type(cause).__name__}: {str(cause)[:600]})"
        for sub in getattr(error, "schema_errors", None) or getattr(cause, "schema_errors", None) or []:
            detail += f"\n    at {'/'.join(map(str, sub.absolute_path))}: {sub.message[:300]}"
        return detail
    return None
