"""docs/API.md's reference tables say what the server does: the endpoint table lists every operation of the
OpenAPI document (and nothing else), and the error table every error code the server's sources can answer.
Read from the files as they are in the repository, so a new route or code without its row fails the build."""
import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
API_MD = (ROOT / "docs" / "API.md").read_text(encoding="utf-8")
DOCUMENT = json.loads((ROOT / "Sources" / "HitTraceApp" / "Resources" / "openapi.json").read_text(encoding="utf-8"))

# Codes that live inside another protocol's answer, documented where that protocol is: an MCP tool's
# arguments are refused inside the JSON-RPC result (docs/API.md §19), never as an HTTP error.
OUTSIDE_THE_ERROR_TABLE = {"invalid_arguments"}


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


def test_the_error_table_lists_every_code_the_server_answers():
    codes = set()
    for source in (ROOT / "Sources").rglob("*.swift"):
        text = source.read_text(encoding="utf-8")
        codes.update(re.findall(r'\bcode: "([a-z_]+)"', text))
        if source.name == "HierarchyError.swift":
            codes.update(re.findall(r'case \w+ = "([a-z_]+)"', text))
    assert "invalid_touch" in codes and "not_found" in codes, "the sources' error codes were not found"
    listed = set()
    for cells in table_rows("status"):
        listed.update(re.findall(r"`([a-z_]+)`", cells[1]))
    missing = codes - OUTSIDE_THE_ERROR_TABLE - listed
    assert missing == set(), "error codes the server answers without a row in docs/API.md's error table"
