"""`# noqa` suppression: blanket, per code (case-insensitive lists), file-level, real comments only."""

from __future__ import annotations

import pytest

from jaxlint.engine import lint_source
from jaxlint.noqa import parse_suppressions
from tests.helpers import IF_AND_PRINT, TRACED_IF, isolated, run_cli, write

__all__ = ["isolated"]

IF_LINE = "    if x > 0:\n"
PRINT_LINE = "        print(x)\n"


def _codes(source: str) -> list[str]:
    """The findings, without JAX100 unused-noqa (tested on its own below)."""
    return [d.code for d in lint_source(source, "t.py").diagnostics if d.code != "JAX100"]


def _with_comment(source: str, line: str, comment: str) -> str:
    assert line in source
    return source.replace(line, line.rstrip("\n") + "  " + comment + "\n", 1)


def test_snippets_report_without_noqa():
    assert _codes(TRACED_IF) == ["JAX101"]
    assert _codes(IF_AND_PRINT) == ["JAX101", "JAX302"]


@pytest.mark.parametrize("comment", [
    "# noqa",
    "# NOQA",
    "#noqa",
    "# noqa: JAX101",
    "# noqa:JAX101",
    "# NOQA:jax101",
    "# noqa: JAX102, JAX101",
    "# noqa: JAX102,JAX101",
    "# noqa: JAX102 JAX101",
    "# explained here # noqa: JAX101",
    "# noqa: JAX10",  # a prefix covers the codes it starts, as flake8 reads it
])
def test_noqa_suppresses(comment):
    assert _codes(_with_comment(TRACED_IF, IF_LINE, comment)) == []


@pytest.mark.parametrize("comment", [
    "# noqa: JAX102",
    "# noqa: JAX102, JAX302",
    "# NOQA:jax302",
    "# noqa: JAX1010",
])
def test_noqa_for_other_codes_does_not_suppress(comment):
    assert _codes(_with_comment(TRACED_IF, IF_LINE, comment)) == ["JAX101"]


def test_noqa_applies_to_its_own_line_only():
    source = _with_comment(IF_AND_PRINT, IF_LINE, "# noqa")
    assert _codes(source) == ["JAX302"]
    source = _with_comment(IF_AND_PRINT, PRINT_LINE, "# noqa: JAX302")
    assert _codes(source) == ["JAX101"]


def test_noqa_inside_a_string_literal_does_not_count():
    source = TRACED_IF.replace("if x > 0:", 'if x > len("# noqa"):')
    assert _codes(source) == ["JAX101"]
    source = TRACED_IF.replace("if x > 0:", "if x > len('  # noqa: JAX101'):")
    assert _codes(source) == ["JAX101"]


@pytest.mark.parametrize("comment", ["# jaxlint: noqa", "# JAXLINT: NOQA", "# ruff: noqa", "# flake8: noqa"])
def test_file_level_noqa_silences_everything(comment):
    assert _codes(comment + "\n" + IF_AND_PRINT) == []
    assert _codes(IF_AND_PRINT + comment + "\n") == []


def test_file_level_noqa_with_codes_silences_only_those():
    assert _codes("# jaxlint: noqa: JAX302\n" + IF_AND_PRINT) == ["JAX101"]
    assert _codes("# jaxlint: noqa: jax101, JAX302\n" + IF_AND_PRINT) == []


def test_file_level_noqa_inside_a_string_does_not_count():
    assert _codes('"""# jaxlint: noqa"""\n' + IF_AND_PRINT) == ["JAX101", "JAX302"]


def test_parse_suppressions_codes():
    s = parse_suppressions("a = 1  # noqa: JAX101,jax302\nb = 2  # noqa\nc = 3\n")
    assert s.by_line == {1: frozenset({"JAX101", "JAX302"}), 2: None}
    assert s.file_codes is False
    assert s.suppressed("JAX101", 1) and s.suppressed("JAX302", 1) and not s.suppressed("JAX102", 1)
    assert s.suppressed("JAX999", 2)
    assert not s.suppressed("JAX101", 3)


def test_parse_suppressions_multiline_string_covers_every_line():
    s = parse_suppressions('x = """a\nb\nc"""  # noqa: JAX101\ny = 1\n')
    assert s.by_line == {1: frozenset({"JAX101"}), 2: frozenset({"JAX101"}), 3: frozenset({"JAX101"})}


def test_parse_suppressions_on_untokenizable_source_still_finds_comments():
    s = parse_suppressions("def f(:\n    x = (  # noqa: JAX101\n")
    assert s.by_line == {2: frozenset({"JAX101"})}


def test_noqa_through_the_cli(tmp_path, capsys, isolated):
    write(tmp_path, "a.py", _with_comment(IF_AND_PRINT, PRINT_LINE, "# NOQA:jax302"))
    code, out, _ = run_cli(capsys, "a.py", "--output-format", "concise")
    assert code == 1
    assert [line.split(" ")[1] for line in out.splitlines()[:-1]] == ["JAX101"]
    write(tmp_path, "a.py", _with_comment(IF_AND_PRINT, PRINT_LINE, "# noqa: JAX101"))
    assert "JAX302" in run_cli(capsys, "a.py", "--output-format", "concise")[1]
