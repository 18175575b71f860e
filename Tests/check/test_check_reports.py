"""`hittrace check` run as a process, its JUnit XML and SARIF read by independent parsers (xml.etree, json).

HITTRACE_BIN names the executable (scripts/test.sh sets it); else .build/debug/hittrace. Fixtures are the
repository's own (Tests/Fixtures/xctest, Tests/Fixtures/check).
"""
import json
import os
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = os.environ.get("HITTRACE_BIN", str(ROOT / ".build" / "debug" / "hittrace"))
FIXTURES = ROOT / "Tests" / "Fixtures"
# The team's real dumps, beside the clone when present (as the page tests find them).
TEAM = ROOT.parent / "shared" / "data"
HIERARCHY = FIXTURES / "xctest" / "login.txt"

pytestmark = pytest.mark.skipif(not os.access(BIN, os.X_OK), reason=f"no hittrace executable at {BIN}; build it first")


def check(expectations, tmp_path, *extra):
    junit, sarif, markdown = tmp_path / "junit.xml", tmp_path / "check.sarif", tmp_path / "report.md"
    run = subprocess.run([BIN, "check", str(HIERARCHY), str(expectations), "--junit", str(junit),
                          "--sarif", str(sarif), "--markdown", str(markdown), *extra],
                         capture_output=True, text=True, timeout=120)
    return run, junit, sarif, markdown


def test_passing_expectations_exit_0_with_one_passing_testcase_each(tmp_path):
    run, junit, sarif, markdown = check(FIXTURES / "check" / "login-pass.json", tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "4 of 4 expectations hold" in run.stdout
    suites = ET.parse(junit).getroot()
    assert suites.tag == "testsuites"
    cases = suites.findall("./testsuite/testcase")
    assert len(cases) == 4
    assert all(c.find("failure") is None for c in cases)
    assert suites.get("failures") == "0"
    doc = json.loads(sarif.read_text())
    assert doc["version"] == "2.1.0"
    assert doc["runs"][0]["results"] == []
    assert markdown.read_text().startswith("# Touch check: login.txt")


def test_failing_expectations_exit_1_and_the_reports_name_views_and_rules(tmp_path):
    run, junit, sarif, markdown = check(FIXTURES / "check" / "login-fail.json", tmp_path)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "1 of 4 expectations holds; 3 failed" in run.stdout

    # JUnit: one testcase per expectation, a failure with its explanation for each that fails.
    suite = ET.parse(junit).getroot().find("testsuite")
    assert suite.get("tests") == "4" and suite.get("failures") == "3"
    cases = suite.findall("testcase")
    assert [c.find("failure") is None for c in cases] == [True, False, False, False]
    disabled = cases[1].find("failure")
    assert "disabled" in disabled.text and "rule 3.1" in disabled.text
    assert "Assumed: the source does not say whether interaction is enabled" in cases[2].find("failure").text

    # SARIF 2.1.0's required structure, and a result per failure and audit finding.
    doc = json.loads(sarif.read_text())
    assert doc["version"] == "2.1.0"
    assert doc["$schema"].endswith("sarif-2.1.0.json")
    assert isinstance(doc["runs"], list) and len(doc["runs"]) == 1
    run0 = doc["runs"][0]
    driver = run0["tool"]["driver"]
    assert driver["name"] == "hittrace"
    rule_ids = [r["id"] for r in driver["rules"]]
    assert len(rule_ids) == len(set(rule_ids))
    results = run0["results"]
    assert len(results) == 4  # the tap, the reachability, two hig findings
    for r in results:
        assert isinstance(r["ruleId"], str) and r["ruleId"] in rule_ids
        assert driver["rules"][r["ruleIndex"]]["id"] == r["ruleId"]
        assert r["level"] in ("error", "warning", "note", "none")
        assert isinstance(r["message"]["text"], str) and r["message"]["text"]
        assert isinstance(r["locations"], list) and r["locations"]
        loc = r["locations"][0]
        assert loc["physicalLocation"]["artifactLocation"]["uri"].endswith("login.txt")
        assert loc["logicalLocations"][0]["name"]
    by_rule = {r["ruleId"]: r for r in results}
    assert by_rule["hittrace/tap"]["locations"][0]["logicalLocations"][0]["name"] == 'Button "Create Account"'
    assert by_rule["hittrace/reachable"]["locations"][0]["logicalLocations"][0]["name"] == "logo"
    hig = [r for r in results if r["ruleId"].startswith("hig/")]
    assert {r["locations"][0]["logicalLocations"][0]["name"] for r in hig} == {"closeButton", 'Button "It\'s me"'}
    assert {r["level"] for r in hig} == {"warning", "error"}

    # Markdown: the hit map written beside it and named as text (a relative image shows nowhere in a job
    # summary), and the misses' explanations.
    text = markdown.read_text()
    assert "![" not in text and "`report.hit-map.svg`" in text
    svg = ET.parse(tmp_path / "report.hit-map.svg").getroot()
    assert svg.tag == "{http://www.w3.org/2000/svg}svg"
    assert "is a disabled UIButton" in text


def test_bad_expectations_exit_2_with_every_problem(tmp_path):
    run, junit, _, _ = check(FIXTURES / "check" / "bad.json", tmp_path)
    assert run.returncode == 2
    assert "$.expect[0].tap" in run.stderr and "$.expect[1].audit" in run.stderr and "$.expect[2].extra" in run.stderr
    # The report is written all the same, with the problems in it (test_reports_of_bad_input has the rest).
    error = ET.parse(junit).getroot().find("testsuite/testcase/error")
    assert error.get("type") == "invalid_expectations" and "$.expect[2].extra" in error.text


def test_an_unreadable_hierarchy_exits_2(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"root": ')
    run = subprocess.run([BIN, "check", str(broken), str(FIXTURES / "check" / "login-pass.json")],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert "malformed_json" in run.stderr


def test_hostile_ids_leave_every_report_well_formed_and_inert(tmp_path):
    """Ids with backticks, HTML, image syntax, `|` and U+FFFF (which XML cannot hold): the JUnit XML and the
    SVG still parse, and the Markdown keeps each id in a code span fenced to fit it."""
    hierarchy, expectations = FIXTURES / "check" / "hostile-ids.json", FIXTURES / "check" / "hostile-ids-expect.json"
    junit, markdown = tmp_path / "junit.xml", tmp_path / "report.md"
    run = subprocess.run([BIN, "check", str(hierarchy), str(expectations), "--junit", str(junit),
                          "--markdown", str(markdown)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 1, run.stderr
    cases = ET.parse(junit).getroot().find("testsuite").findall("testcase")
    assert len(cases) == 5
    assert "bad\ufffdchar | pipe" in cases[2].get("name")
    svg = ET.parse(tmp_path / "report.hit-map.svg").getroot()
    assert "bad\ufffdchar | pipe" in "".join(svg.itertext())
    text = markdown.read_text()
    # No raw HTML and no image syntax outside code spans; the ids are there, in spans that hold them whole.
    assert "`` a`<img src=x onerror=alert(1)>`b ``" in text
    assert "\\!\\[x\\](http\\://evil.test/y.png)" in text
    assert "<script>" not in text.replace("`cover <script>`", "")
    for line in text.splitlines():
        if line.startswith("| ❌") or line.startswith("| ✅"):
            # Exactly the table's four pipes: an id's `|` is escaped, never a new cell.
            assert line.replace("\\|", "").count("|") == 4, line
