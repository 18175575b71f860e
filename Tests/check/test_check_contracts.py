"""`hittrace check` cannot pass over nothing, writes its reports on every run, and its SARIF is what OASIS's
schema and GitHub's code scanning take; read by independent parsers (jsonschema with the OASIS SARIF 2.1.0
schema kept beside this file, xml.etree, json, and plain text for the Markdown).

GitHub's requirements: "SARIF support for code scanning" (docs.github.com, code-security/reference/
code-scanning/sarif-support-for-code-scanning): results need `ruleId`, `message.text`, a location whose
`artifactLocation.uri` is relative to the repository and whose `region.startLine` is set; `partialFingerprints`
keep alerts from being duplicated; rules carry `shortDescription`, `fullDescription` and `help`.
"""
import json
import os
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = os.environ.get("HITTRACE_BIN", str(ROOT / ".build" / "debug" / "hittrace"))
FIXTURES = ROOT / "Tests" / "Fixtures"
TEAM = ROOT.parent / "shared" / "data"
SCHEMA = json.loads((Path(__file__).parent / "sarif-schema-2.1.0.json").read_text())
LOGIN = FIXTURES / "xctest" / "login.txt"

pytestmark = pytest.mark.skipif(not os.access(BIN, os.X_OK), reason=f"no hittrace executable at {BIN}; build it first")


def run_check(tmp_path, hierarchy, expectations, *extra, cwd=ROOT):
    reports = {"junit": tmp_path / "junit.xml", "sarif": tmp_path / "check.sarif", "markdown": tmp_path / "report.md"}
    args = [BIN, "check", str(hierarchy), str(expectations)]
    for name, path in reports.items():
        args += [f"--{name}", str(path)]
    run = subprocess.run(args + list(extra), capture_output=True, text=True, timeout=120, cwd=cwd)
    return run, reports


def write(tmp_path, name, doc):
    path = tmp_path / name
    path.write_text(json.dumps(doc))
    return path


def valid_sarif(path):
    """The SARIF file under OASIS's schema, plus GitHub's required fields; returns the run."""
    doc = json.loads(path.read_text())
    jsonschema.Draft4Validator(SCHEMA, format_checker=jsonschema.FormatChecker()).validate(doc)
    assert len(doc["runs"]) == 1
    run = doc["runs"][0]
    assert run["tool"]["driver"]["name"] == "hittrace"
    assert isinstance(run["results"], list)
    rules = {r["id"]: r for r in run["tool"]["driver"]["rules"]}
    for rule in rules.values():
        assert rule["shortDescription"]["text"] and rule["fullDescription"]["text"]
        assert rule["help"]["text"] and rule["help"]["markdown"]
        assert re.fullmatch(r"https?://\S+#rule-CI\.[1-5]", rule["helpUri"]), rule["helpUri"]
    for result in run["results"]:
        assert result["ruleId"] in rules and result["message"]["text"]
        physical = result["locations"][0]["physicalLocation"]
        uri = physical["artifactLocation"]["uri"]
        assert "://" not in uri and not uri.startswith("/"), uri
        assert physical["region"]["startLine"] >= 1
        assert re.fullmatch(r"[0-9a-f]{16}", result["partialFingerprints"]["hittraceView/v1"])
    return run


def test_no_expectations_is_bad_input_and_every_report_says_so(tmp_path):
    run, reports = run_check(tmp_path, LOGIN, write(tmp_path, "empty.json", {"expect": []}))
    assert run.returncode == 2, run.stdout + run.stderr
    assert "$.expect: no expectations" in run.stderr
    suites = ET.parse(reports["junit"]).getroot()
    assert suites.get("errors") == "1" and suites.get("failures") == "0"
    error = suites.find("testsuite/testcase/error")
    assert error.get("type") == "invalid_expectations" and "no expectations" in error.text
    sarif = valid_sarif(reports["sarif"])
    invocation = sarif["invocations"][0]
    assert invocation["executionSuccessful"] is False and sarif["results"] == []
    texts = [n["message"]["text"] for n in invocation["toolExecutionNotifications"]]
    assert any("no expectations" in t for t in texts)
    assert all(n["level"] == "error" for n in invocation["toolExecutionNotifications"])
    markdown = reports["markdown"].read_text()
    assert markdown.startswith("# Touch check: login.txt") and "could not run" in markdown and "no expectations" in markdown


def test_a_missing_file_writes_reports_that_say_why(tmp_path):
    run, reports = run_check(tmp_path, tmp_path / "nope.txt", FIXTURES / "check" / "login-pass.json")
    assert run.returncode == 2
    assert "cannot read" in run.stderr and "nope.txt: no such file or directory" in run.stderr
    error = ET.parse(reports["junit"]).getroot().find("testsuite/testcase/error")
    assert error.get("type") == "usage" and "no such file" in error.get("message")
    assert valid_sarif(reports["sarif"])["invocations"][0]["executionSuccessful"] is False
    assert "no such file" in reports["markdown"].read_text()


def test_an_audit_of_a_screen_with_no_controls_fails_and_says_why(tmp_path):
    audit = write(tmp_path, "audit.json", {"expect": [{"audit": "wcag-aa"}]})
    run, reports = run_check(tmp_path, FIXTURES / "dumps" / "swiftui-list-mangled.txt", audit)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "no targets to audit: wcag-aa measures the interactive views" in run.stdout
    assert "none of the 14 views is a control or has a gesture recognizer" in run.stdout
    assert "every one of 0" not in run.stdout
    case = ET.parse(reports["junit"]).getroot().find("testsuite/testcase")
    assert case.find("failure") is not None and case.find("failure").get("type") == "hittrace/no-targets"
    sarif = valid_sarif(reports["sarif"])
    assert [r["ruleId"] for r in sarif["results"]] == ["hittrace/no-targets"]


@pytest.mark.skipif(not (TEAM / "appium-page-source").is_dir(), reason=f"the team's real dumps are not at {TEAM}")
def test_the_real_settings_screen_audit_does_not_pass_over_nothing(tmp_path):
    """Appium's Settings screen: 15 tappable rows (cells, not controls) and 14 invisible chevron buttons."""
    audit = write(tmp_path, "audit.json", {"expect": [{"audit": "wcag-aa"}]})
    run, _ = run_check(tmp_path, TEAM / "appium-page-source" / "shirates_SettingsTopScreen_390x844.xml", audit)
    assert run.returncode == 1, run.stdout
    assert "none of the 14 interactive views receives a touch" in run.stdout


def test_sarif_of_failures_has_regions_fingerprints_and_rule_help(tmp_path):
    run, reports = run_check(tmp_path, LOGIN, FIXTURES / "check" / "login-fail.json")
    assert run.returncode == 1
    sarif = valid_sarif(reports["sarif"])
    assert sarif["invocations"][0]["executionSuccessful"] is True
    # Relative to the working directory (the repository here), with that folder as SRCROOT.
    assert sarif["artifacts"][0]["location"] == {"uri": "Tests/Fixtures/xctest/login.txt", "uriBaseId": "SRCROOT"}
    assert sarif["originalUriBaseIds"]["SRCROOT"]["uri"] == ROOT.as_uri() + "/"
    lines = LOGIN.read_text().splitlines()
    by_rule = {r["ruleId"]: r for r in sarif["results"]}
    # The region is the view's own line in the dump.
    tap_line = by_rule["hittrace/tap"]["locations"][0]["physicalLocation"]["region"]["startLine"]
    assert "Create Account" in lines[tap_line - 1]
    logo_line = by_rule["hittrace/reachable"]["locations"][0]["physicalLocation"]["region"]["startLine"]
    assert "logo" in lines[logo_line - 1]
    rules = {r["id"]: r for r in sarif["tool"]["driver"]["rules"]}
    assert rules["hittrace/tap"]["helpUri"] == "http://localhost:8080/rules#rule-CI.1"
    assert rules["hig/minimum-size"]["helpUri"].endswith("#rule-CI.3")
    assert "developer.apple.com" in rules["hig/minimum-size"]["help"]["markdown"]
    fingerprints = [r["partialFingerprints"]["hittraceView/v1"] for r in sarif["results"]]
    assert len(set(fingerprints)) == len(fingerprints)


def test_sarif_base_and_rules_url(tmp_path):
    run, reports = run_check(tmp_path, LOGIN, FIXTURES / "check" / "login-fail.json",
                             "--sarif-base", str(ROOT / "Tests"), "--rules-url", "https://hittrace.example/rules")
    assert run.returncode == 1, run.stderr
    sarif = valid_sarif(reports["sarif"])
    assert sarif["artifacts"][0]["location"]["uri"] == "Fixtures/xctest/login.txt"
    assert sarif["originalUriBaseIds"]["SRCROOT"]["uri"] == (ROOT / "Tests").as_uri() + "/"
    assert all(r["helpUri"].startswith("https://hittrace.example/rules#rule-CI.") for r in sarif["tool"]["driver"]["rules"])


def test_fingerprints_survive_a_new_dump_with_new_addresses(tmp_path):
    """The same screen dumped again: every address differs, so every id differs; the alerts are the same."""
    dump = (FIXTURES / "dumps" / "cycript-keywindow.txt").read_text()
    moved = re.sub(r"0x([0-9a-f]+)", lambda m: "0x" + format(int(m.group(1), 16) + 0x1000, "x"), dump)
    assert moved != dump
    (tmp_path / "first.txt").write_text(dump)
    (tmp_path / "again.txt").write_text(moved)
    audit = write(tmp_path, "audit.json", {"expect": [{"audit": "hig"}]})
    prints = []
    for hierarchy in (tmp_path / "first.txt", tmp_path / "again.txt"):
        out = tmp_path / hierarchy.stem
        out.mkdir()
        run, reports = run_check(out, hierarchy.name, audit, cwd=tmp_path)
        assert run.returncode == 1, run.stdout + run.stderr
        results = valid_sarif(reports["sarif"])["results"]
        assert len(results) == 2
        prints.append([(r["ruleId"], r["partialFingerprints"]["hittraceView/v1"]) for r in results])
        names = [r["locations"][0]["logicalLocations"][0]["name"] for r in results]
        prints[-1].append(tuple(names))
    assert prints[0][:2] == prints[1][:2]
    assert prints[0][2] != prints[1][2]  # the ids did change


def test_sarif_of_a_json_hierarchy_points_at_each_view_object(tmp_path):
    hierarchy = FIXTURES / "check" / "hostile-ids.json"
    run, reports = run_check(tmp_path, hierarchy, FIXTURES / "check" / "hostile-ids-expect.json")
    assert run.returncode == 1, run.stderr
    lines = hierarchy.read_text().splitlines()
    checked = 0
    for result in valid_sarif(reports["sarif"])["results"]:
        logical = result["locations"][0].get("logicalLocations")
        if not logical:
            continue
        line = lines[result["locations"][0]["physicalLocation"]["region"]["startLine"] - 1]
        # The line opens the view's object: its "id" there is the view's id.
        ids = [json.loads(m) for m in re.findall(r'"id": ("(?:[^"\\]|\\.)*")', line)]
        assert logical[0]["name"] == ids[-1], (logical[0]["name"], line)
        checked += 1
    assert checked >= 3


def test_markdown_shows_in_a_job_summary_as_it_is(tmp_path):
    run, reports = run_check(tmp_path, LOGIN, FIXTURES / "check" / "login-fail.json")
    assert run.returncode == 1
    text = reports["markdown"].read_text()
    # No image by a relative path (a job summary or a merge-request comment shows none), nor raw HTML.
    assert "![" not in text and "<img" not in text
    assert "| Level | Rule | View | Finding |" in text and "| View | Dead | Why |" in text
    assert "| error | hig/minimum-size | `Button \"It's me\"` |" in text
    assert "`report.hit-map.svg`" in text and (tmp_path / "report.hit-map.svg").exists()
    with_url, reports = run_check(tmp_path, LOGIN, FIXTURES / "check" / "login-fail.json",
                                  "--hit-map-url", "https://ci.example/artifacts/report.hit-map.svg")
    text = reports["markdown"].read_text()
    assert "![Hit map" in text and "(https://ci.example/artifacts/report.hit-map.svg)" in text
