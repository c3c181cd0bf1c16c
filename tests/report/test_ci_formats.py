"""CI output formats: SARIF 2.1.0 (validated against the official schema), JUnit XML and GitLab
Code Quality JSON. Positions are cross-checked against the JSON format, which has its own tests."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

from jaxlint.cli import OUTPUT_FORMATS
from jaxlint.diagnostics import Applicability, Diagnostic, Edit, Fix, Location
from jaxlint.report import FORMATS, render
from jaxlint.report.context import ReportContext
from jaxlint.catalog import ENGINE_CODES, rule_classes

ALL_RULES = rule_classes()
from tests.helpers import CLEAN, IF_AND_PRINT, REPO, isolated, run_cli, write

__all__ = ["isolated"]

SCHEMA = json.loads((REPO / "tests" / "data" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))

# JAX101 (safe fix) after non-ASCII text, JAX102 (unsafe fix), JAX105 (no fix).
MIXED = """\
import jax


@jax.jit
def f(x, y):
    s = "é😀"; z = 1.0 if x > 0 else 2.0
    w = x and y
    return int(x), z + w
"""


def _validate_sarif(data: dict) -> None:
    jsonschema.Draft4Validator.check_schema(SCHEMA)
    jsonschema.Draft4Validator(SCHEMA).validate(data)


def _cli_json(capsys, *paths: str) -> list[dict]:
    _, out, _ = run_cli(capsys, *paths, "--output-format", "json")
    return json.loads(out)


def test_formats_are_registered_and_accepted():
    for fmt in ("sarif", "junit", "gitlab"):
        assert fmt in OUTPUT_FORMATS and fmt in FORMATS
    assert json.loads(render("gitlab", [], ReportContext())) == []  # sarif and junit: see below


# --- SARIF -----------------------------------------------------------------------------------------

def test_sarif_validates_and_matches_the_findings(tmp_path, capsys, isolated):
    write(tmp_path, "pkg/model.py", MIXED)
    write(tmp_path, "pkg/other.py", IF_AND_PRINT)
    write(tmp_path, "clean.py", CLEAN)
    code, out, _ = run_cli(capsys, "pkg", "clean.py", "--output-format", "sarif")
    assert code == 1
    data = json.loads(out)
    _validate_sarif(data)
    assert data["version"] == "2.1.0" and len(data["runs"]) == 1
    run = data["runs"][0]
    assert run["columnKind"] == "unicodeCodePoints"

    rules = run["tool"]["driver"]["rules"]
    assert run["tool"]["driver"]["name"] == "jaxlint"
    assert [r["id"] for r in rules] == [r.code for r in ALL_RULES] + [e.code for e in ENGINE_CODES]
    by_id = {r["id"]: r for r in rules}
    jax101 = by_id["JAX101"]
    assert jax101["name"] == "traced-control-flow"
    assert jax101["shortDescription"]["text"] and jax101["fullDescription"]["text"].startswith("Finds Python control flow")
    assert "## Why is this bad?" in jax101["help"]["text"]
    assert jax101["helpUri"].endswith("#jax101-traced-control-flow")

    expected = _cli_json(capsys, "pkg", "clean.py")
    results = run["results"]
    assert len(results) == len(expected) == 5
    for result, d in zip(results, expected):
        assert result["ruleId"] == d["code"]
        assert result["level"] == {"error": "error", "warning": "warning", "info": "note"}[d["severity"]]
        assert rules[result["ruleIndex"]]["id"] == d["code"]
        assert result["message"]["text"] == d["message"]
        location = result["locations"][0]["physicalLocation"]
        assert location["artifactLocation"] == {"uri": d["filename"], "uriBaseId": "%SRCROOT%"}
        assert location["region"] == {"startLine": d["location"]["row"], "startColumn": d["location"]["column"],
                                      "endLine": d["end_location"]["row"], "endColumn": d["end_location"]["column"]}
        if d["fix"] is None or not d["fix"]["edits"]:  # no fix, or a display-only hint without edits
            assert "fixes" not in result
            continue
        (fix,) = result["fixes"]
        assert fix["description"]["text"] == d["fix"]["message"]
        assert fix["properties"]["applicability"] == d["fix"]["applicability"]
        (change,) = fix["artifactChanges"]
        assert change["artifactLocation"]["uri"] == d["filename"]
        assert [(r["deletedRegion"]["startLine"], r["deletedRegion"]["startColumn"], r["deletedRegion"]["endLine"],
                 r["deletedRegion"]["endColumn"], r["insertedContent"]["text"]) for r in change["replacements"]] == \
            [(e["location"]["row"], e["location"]["column"], e["end_location"]["row"], e["end_location"]["column"],
              e["content"]) for e in d["fix"]["edits"]]
    assert {r["ruleId"] for r in results if "fixes" in r} >= {"JAX101", "JAX102"}
    # `int(x)` in what jit returns: dropping it changes the value's type, so the fix is unsafe
    assert all(f["properties"]["applicability"] == "unsafe" for r in results if r["ruleId"] == "JAX105"
               for f in r.get("fixes", ()))
    # The finding after 'é😀' is in code points: the emoji counts once.
    line = MIXED.splitlines()[5]
    first = next(r for r in results if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] ==
                 "pkg/model.py" and r["ruleId"] == "JAX101")
    assert first["locations"][0]["physicalLocation"]["region"]["startColumn"] == line.index("x > 0") + 1
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == tmp_path.resolve().as_uri() + "/"


def test_sarif_empty_run_validates(tmp_path, capsys, isolated):
    write(tmp_path, "clean.py", CLEAN)
    code, out, _ = run_cli(capsys, "clean.py", "--output-format", "sarif")
    assert code == 0
    data = json.loads(out)
    _validate_sarif(data)
    assert data["runs"][0]["results"] == []


def test_sarif_file_outside_cwd_gets_an_absolute_uri(tmp_path, monkeypatch):
    inside = tmp_path / "work"
    inside.mkdir()
    monkeypatch.chdir(inside)
    outside = tmp_path / "elsewhere" / "a b.py"
    here = Location(1, 0)
    d = Diagnostic(code="JAX101", name="traced-control-flow", message="m", filename=str(outside),
                   location=here, end_location=Location(1, 4), noqa_row=1)
    data = json.loads(render("sarif", [d], ReportContext()))
    _validate_sarif(data)
    location = data["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert location == {"uri": outside.as_uri()}
    assert "%20" in location["uri"]


def test_sarif_via_output_file_and_environment(tmp_path, capsys, isolated, monkeypatch):
    write(tmp_path, "a.py", IF_AND_PRINT)
    monkeypatch.setenv("JAXLINT_OUTPUT_FORMAT", "sarif")
    code, out, _ = run_cli(capsys, "a.py", "-o", "report.sarif")
    assert code == 1 and out == ""
    data = json.loads((tmp_path / "report.sarif").read_text(encoding="utf-8"))
    _validate_sarif(data)
    assert [r["ruleId"] for r in data["runs"][0]["results"]] == ["JAX101", "JAX302"]


# --- JUnit -----------------------------------------------------------------------------------------

def test_junit_one_testcase_per_finding(tmp_path, capsys, isolated):
    write(tmp_path, "pkg/model.py", MIXED)
    write(tmp_path, "pkg/other.py", IF_AND_PRINT)
    code, out, _ = run_cli(capsys, "pkg", "--output-format", "junit")
    assert code == 1
    assert out.startswith('<?xml version="1.0" encoding="UTF-8"?>')
    root = ET.fromstring(out.split("\n", 1)[1])
    assert root.tag == "testsuites" and root.get("name") == "jaxlint"
    expected = _cli_json(capsys, "pkg")
    suites = root.findall("testsuite")
    assert [s.get("name") for s in suites] == ["pkg/model.py", "pkg/other.py"]
    cases = root.findall("testsuite/testcase")
    assert len(cases) == len(expected) == int(root.get("tests")) == int(root.get("failures")) == 5
    for suite in suites:
        assert int(suite.get("tests")) == int(suite.get("failures")) == len(suite.findall("testcase"))
    for case, d in zip(cases, expected):
        failure = case.find("failure")
        assert case.get("name") == f"org.jaxlint.{d['code']}"
        assert (case.get("line"), case.get("column")) == (str(d["location"]["row"]), str(d["location"]["column"]))
        assert failure is not None and failure.get("message") == d["message"]
        assert failure.text == f"line {d['location']['row']}, col {d['location']['column']}, {d['code']} {d['message']}"


def test_junit_without_findings_and_awkward_text():
    empty = ET.fromstring(render("junit", [], ReportContext()).split("\n", 1)[1])
    assert [c.get("name") for c in empty.iter("testcase")] == ["No errors found"]
    assert empty.find("testsuite/testcase/failure") is None

    here = Location(2, 0)
    d = Diagnostic(code="JAX101", name="traced-control-flow", message='a < b & "c" \x01 é😀',
                   filename="dir/<odd>&.py", location=here, end_location=here, noqa_row=2)
    root = ET.fromstring(render("junit", [d], ReportContext()).split("\n", 1)[1])
    failure = root.find("testsuite/testcase/failure")
    assert failure.get("message") == 'a < b & "c" \ufffd é😀'
    assert root.find("testsuite").get("name") == "dir/<odd>&.py"


# --- GitLab Code Quality ----------------------------------------------------------------------------

def _gitlab(capsys, *paths: str) -> list[dict]:
    code, out, _ = run_cli(capsys, *paths, "--output-format", "gitlab")
    assert code == 1
    return json.loads(out)


def test_gitlab_fields(tmp_path, capsys, isolated):
    write(tmp_path, "pkg/model.py", MIXED)
    issues = _gitlab(capsys, "pkg")
    expected = _cli_json(capsys, "pkg")
    assert len(issues) == len(expected) == 3
    for issue, d in zip(issues, expected):
        assert set(issue) == {"check_name", "description", "severity", "fingerprint", "location"}
        assert issue["check_name"] == d["code"]
        assert issue["description"] == f"{d['code']} {d['message']}"
        assert issue["severity"] in ("info", "minor", "major", "critical", "blocker")
        assert issue["location"] == {"path": "pkg/model.py",
                                     "lines": {"begin": d["location"]["row"], "end": d["end_location"]["row"]}}
        assert isinstance(issue["fingerprint"], str) and len(issue["fingerprint"]) >= 16
    assert len({i["fingerprint"] for i in issues}) == len(issues)


def test_gitlab_fingerprints_are_stable(tmp_path, capsys, isolated, monkeypatch):
    write(tmp_path, "model.py", MIXED)
    first = _gitlab(capsys, "model.py")
    assert _gitlab(capsys, "model.py") == first  # same input, same report

    # Code moving down (an edit above it) keeps each finding's fingerprint.
    write(tmp_path, "model.py", "# a comment\n\n" + MIXED)
    moved = _gitlab(capsys, "model.py")
    assert [i["fingerprint"] for i in moved] == [i["fingerprint"] for i in first]
    assert [i["location"]["lines"]["begin"] for i in moved] == [i["location"]["lines"]["begin"] + 2 for i in first]

    # Identical findings on identical lines still get distinct fingerprints.
    write(tmp_path, "twice.py", IF_AND_PRINT + IF_AND_PRINT.replace("import jax\n", "").replace("def f", "def g"))
    twice = _gitlab(capsys, "twice.py")
    assert len({i["fingerprint"] for i in twice}) == len(twice) == 4

    # Paths are relative to $CI_PROJECT_DIR when GitLab sets it.
    monkeypatch.setenv("CI_PROJECT_DIR", str(tmp_path.parent))
    in_ci = _gitlab(capsys, "model.py")
    assert {i["location"]["path"] for i in in_ci} == {f"{tmp_path.name}/model.py"}


def test_config_output_format(tmp_path, capsys, isolated):
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\noutput-format = "gitlab"\n')
    write(tmp_path, "a.py", IF_AND_PRINT)
    code, out, _ = run_cli(capsys, "a.py")
    assert code == 1 and [i["check_name"] for i in json.loads(out)] == ["JAX101", "JAX302"]


@pytest.mark.parametrize("fmt", ["sarif", "junit", "gitlab"])
def test_fix_edits_without_positions_do_not_break_reports(fmt):
    here = Location(1, 0)
    fix = Fix("Replace", (Edit(0, 1, "y"),), Applicability.SAFE)  # no row/column on the edit
    d = Diagnostic(code="JAX101", name="traced-control-flow", message="m", filename="a.py",
                   location=here, end_location=here, fix=fix, noqa_row=1)
    text = render(fmt, [d], ReportContext(sources={"a.py": "x\n"}))
    if fmt == "sarif":
        data = json.loads(text)
        _validate_sarif(data)
        assert "fixes" not in data["runs"][0]["results"][0]
    assert text.strip()
