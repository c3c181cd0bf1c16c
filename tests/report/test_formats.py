"""Output formats: Ruff's JSON schema, concise/full lines with 1-based columns, GitHub annotations."""

from __future__ import annotations

import json

import pytest

from jaxlint.diagnostics import Applicability, Diagnostic, Edit, Fix, Location
from jaxlint.report import FORMATS, render
from jaxlint.report.context import ReportContext
from tests.helpers import IF_AND_PRINT, TRACED_IF, isolated, run_cli, write

__all__ = ["isolated"]

JSON_KEYS = {"code", "name", "message", "severity", "filename", "location", "end_location", "noqa_row",
             "url", "fix", "cell", "trace"}  # Ruff: `cell` is null outside notebooks


def _diag(filename="a.py", row=4, col=7, end_row=4, end_col=12, code="JAX101", message="msg", fix=None):
    return Diagnostic(code=code, name="traced-control-flow", message=message, filename=filename,
                      location=Location(row, col), end_location=Location(end_row, end_col), fix=fix, noqa_row=row)


def _safe_fix() -> Fix:
    edit = Edit(40, 45, "jnp.where(x > 0, x, -x)", Location(4, 7), Location(4, 12))
    return Fix("Use `jnp.where`", (edit,), Applicability.SAFE)


def _is_fix_json(fix: dict) -> bool:
    """Ruff's fix object: applicability, message, edits with 1-based locations."""
    assert set(fix) == {"applicability", "message", "edits"}
    assert fix["applicability"] in ("safe", "unsafe", "display-only")
    for edit in fix["edits"]:
        assert set(edit) == {"content", "location", "end_location"}
        assert edit["location"]["column"] >= 1 and edit["end_location"]["column"] >= 1
    return True


# --- through the CLI ------------------------------------------------------------------------

def test_json_schema_matches_ruff(tmp_path, capsys, isolated):
    write(tmp_path, "a.py", IF_AND_PRINT)
    code, out, _ = run_cli(capsys, "a.py", "--output-format", "json")
    assert code == 1
    data = json.loads(out)
    assert isinstance(data, list) and len(data) == 2
    for item in data:
        assert set(item) == JSON_KEYS
        assert item["severity"] == {"JAX101": "error", "JAX302": "warning"}[item["code"]]  # raises / wrong
        assert item["filename"] == "a.py"
        assert item["fix"] is None or _is_fix_json(item["fix"])
        assert set(item["location"]) == set(item["end_location"]) == {"row", "column"}
        assert item["noqa_row"] == item["location"]["row"]
        assert item["url"].endswith(f"#{item['code'].lower()}-{item['name']}")
    first = data[0]
    assert (first["code"], first["name"]) == ("JAX101", "traced-control-flow")
    assert first["location"] == {"row": 4, "column": 8}  # 1-based, `x > 0` after `    if `
    assert first["end_location"] == {"row": 4, "column": 13}
    assert first["message"].startswith("Python 'if' on a value traced by jax.jit")
    assert (data[1]["code"], data[1]["location"]) == ("JAX302", {"row": 5, "column": 9})


def test_github_lines_exactly(tmp_path, capsys, isolated):
    write(tmp_path, "pkg/a.py", IF_AND_PRINT)
    code, out, _ = run_cli(capsys, "pkg", "--output-format", "github")
    assert code == 1
    _, json_out, _ = run_cli(capsys, "pkg", "--output-format", "json")
    expected = [
        f"::{'warning' if d['severity'] == 'warning' else 'error'} title=jaxlint ({d['code']}),file=pkg/a.py,line={d['location']['row']},"
        f"col={d['location']['column']},endLine={d['end_location']['row']},"
        f"endColumn={d['end_location']['column']}::pkg/a.py:{d['location']['row']}:"
        f"{d['location']['column']}: {d['code']} {d['message']}"
        for d in json.loads(json_out)
    ]
    assert out.splitlines() == expected
    assert expected[0].startswith("::error title=jaxlint (JAX101),file=pkg/a.py,line=4,col=8,endLine=4,endColumn=13::"
                                  "pkg/a.py:4:8: JAX101 ")
    assert expected[1].startswith("::warning title=jaxlint (JAX302)")


def test_full_frame_after_form_feed_shows_the_right_line(tmp_path, capsys, isolated):
    write(tmp_path, "a.py", TRACED_IF.replace("import jax\n", "import jax\n\x0c\n"))
    _, out, _ = run_cli(capsys, "a.py")
    lines = out.splitlines()
    assert lines[0].startswith("a.py:5:8: JAX101 ")
    assert lines[1:4] == ["  |", "5 |     if x > 0:", "  |        ^^^^^ JAX101"]


def test_full_frame_decodes_with_the_coding_cookie(tmp_path, capsys, isolated):
    source = b"# -*- coding: latin-1 -*-\nimport jax\n@jax.jit\ndef f(x):\n    s = '\xc3\xa9'; y = x if x > 0 else -x\n"
    write(tmp_path, "l1.py", source + b"    return y\n")
    code, out, _ = run_cli(capsys, "l1.py")
    assert code == 1
    lines = out.splitlines()
    assert lines[0].startswith("l1.py:5:24: JAX101 ")
    assert lines[2] == "5 |     s = '\u00c3\u00a9'; y = x if x > 0 else -x"
    assert lines[3] == "  |                        ^^^^^ JAX101"


# --- renderers directly ---------------------------------------------------------------------

def test_every_format_renders_nothing_for_no_diagnostics():
    assert set(FORMATS) == {"full", "concise", "json", "github", "gitlab", "junit", "sarif"}
    assert [render(fmt, [], ReportContext()) for fmt in ("full", "concise", "github")] == ["", "", ""]
    assert json.loads(render("json", [], ReportContext())) == []


def test_concise_columns_are_one_based_and_fix_marker():
    context = ReportContext()
    plain = render("concise", [_diag()], context)
    assert plain == "a.py:4:8: JAX101 msg\n"
    fixed = render("concise", [_diag(fix=_safe_fix())], context)
    assert fixed == "a.py:4:8: JAX101 [*] msg\n"


@pytest.mark.parametrize("applicability, unsafe_fixes, marked", [
    (Applicability.SAFE, False, True),
    (Applicability.UNSAFE, False, False),
    (Applicability.UNSAFE, True, True),
    (Applicability.DISPLAY_ONLY, True, False),
])
def test_fix_marker_follows_applicability(applicability, unsafe_fixes, marked):
    fix = Fix("m", (Edit(0, 1, "y"),), applicability)
    out = render("concise", [_diag(fix=fix)], ReportContext(unsafe_fixes=unsafe_fixes))
    assert ("[*]" in out) is marked


def test_full_uses_known_source_and_help_line():
    context = ReportContext(sources={"<mem>": TRACED_IF})
    out = render("full", [_diag(filename="<mem>", fix=_safe_fix())], context)
    assert out.splitlines() == [
        "<mem>:4:8: JAX101 [*] msg",
        "  |",
        "4 |     if x > 0:",
        "  |        ^^^^^ JAX101",
        "  |",
        "  = help: Use `jnp.where`",
        "",  # a blank line between diagnostics
    ]


def test_full_multiline_span_underlines_to_end_of_line_and_unsafe_help():
    context = ReportContext(sources={"<mem>": TRACED_IF})
    fix = Fix("Rewrite", (Edit(0, 1, "y"),), Applicability.UNSAFE)
    out = render("full", [_diag(filename="<mem>", end_row=6, end_col=13, fix=fix)], context)
    lines = out.splitlines()
    assert lines[3] == "  |        ^^^^^^ JAX101"  # `x > 0:` to the end of line 4
    assert lines[5] == "  = help: Rewrite (unsafe fix)"


def test_full_without_source_prints_the_headline_only(tmp_path):
    out = render("full", [_diag(filename=str(tmp_path / "gone.py"))], ReportContext())
    assert out == f"{tmp_path / 'gone.py'}:4:8: JAX101 msg\n\n"


def test_json_fix_and_edit_locations_are_one_based():
    data = json.loads(render("json", [_diag(fix=_safe_fix())], ReportContext()))
    assert data[0]["fix"] == {
        "applicability": "safe",
        "message": "Use `jnp.where`",
        "edits": [{"content": "jnp.where(x > 0, x, -x)", "location": {"row": 4, "column": 8},
                   "end_location": {"row": 4, "column": 13}}],
    }


def test_json_keeps_non_ascii():
    out = render("json", [_diag(message="caf\u00e9 \u2192 jnp")], ReportContext())
    assert "caf\u00e9 \u2192 jnp" in out
    assert json.loads(out)[0]["message"] == "caf\u00e9 \u2192 jnp"


def test_github_escapes_properties_and_data():
    diag = _diag(filename="dir,x/a:b.py", message="100% wrong\nsecond line")
    out = render("github", [diag], ReportContext())
    assert out == ("::error title=jaxlint (JAX101),file=dir%2Cx/a%3Ab.py,line=4,col=8,endLine=4,endColumn=13"
                   "::dir,x/a:b.py:4:8: JAX101 100%25 wrong%0Asecond line\n")
