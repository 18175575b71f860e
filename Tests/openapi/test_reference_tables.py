"""docs/API.md's reference tables say what the server does: the endpoint table lists every operation of the
OpenAPI document (and nothing else). Read from the files as they are in the repository, so a new route without
its row fails the build. The error table and the document's error codes are held to `APIErrorCode`, the one
list of codes, by the Swift test that can read it: Tests/HitTraceAppTests/APIErrorCodeTests.swift."""
import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
API_MD = (ROOT / "docs" / "API.md").read_text(encoding="utf-8")
DOCUMENT = json.loads((ROOT / "Sources" / "HitTraceApp" / "Resources" / "openapi.json").read_text(encoding="utf-8"))


def table_rows(first_column: str):
    """The rows of the markdown table whose header's first cell is `first_column`."""
    lines = API_MD.splitlines()
    for i, line in enumerate(lines):
        if re.match(r"^\|\s*" + re.escape(first_column) + r"\s*\|", line) and lines[i + 1].startswith("|---"):
            rows = []
            for row in lines[i + 2:]:
                if not row.startswith("|"):
                    return rows
                rows.append([cell.strip() for cell in row.strip("|").split("|")])
            return rows
    raise AssertionError(f"no table headed {first_column!r} in docs/API.md")


def test_the_endpoint_table_lists_every_operation_of_the_document():
    documented = set()
    for path, item in DOCUMENT["paths"].items():
        for method in item:
            if method in {"get", "post", "put", "patch", "delete"}:
                documented.add((method.upper(), path))
    listed = set()
    for cells in table_rows("method and path"):
        match = re.match(r"`(GET|POST|PUT|PATCH|DELETE) ([^`?]+)", cells[0])
        assert match, f"an endpoint row that names no operation: {cells[0]}"
        listed.add((match.group(1), match.group(2)))
    assert documented - listed == set(), "operations without a row in docs/API.md's endpoint table"
    assert listed - documented == set(), "rows of docs/API.md's endpoint table that the OpenAPI document lacks"
