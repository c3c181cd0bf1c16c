"""JAX100 unused-noqa and `check --add-noqa`, end to end through the CLI, the fixer and flake8."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from jaxlint.engine import lint_source
from tests.helpers import IF_AND_PRINT, TRACED_IF, isolated, run_cli, write

__all__ = ["isolated"]


def _findings(source: str, *select: str) -> list[tuple[str, int, str]]:
    from jaxlint.config import Config

    config = Config(select=select) if select else Config()
    return [(d.code, d.location.row, d.message) for d in lint_source(source, "t.py", config).diagnostics]


def _commented(source: str, line: str, comment: str) -> str:
    assert line in source
    return source.replace(line, f"{line}  {comment}", 1)


# --- JAX100 ----------------------------------------------------------------------------------

def test_a_code_that_suppresses_nothing_is_reported_with_its_position():
    source = _commented(IF_AND_PRINT, "        print(x)", "# noqa: JAX302, JAX101")
    line = source.splitlines()[4]
    (finding,) = [d for d in lint_source(source, "t.py").diagnostics if d.code == "JAX100"]
    assert finding.location.row == 5 and line[finding.location.column:finding.end_location.column] == "JAX101"
    assert finding.message == "`# noqa: JAX101` suppresses nothing: no JAX101 finding on this line"
    assert finding.severity == "info"
    # The JAX302 it did suppress is gone, JAX101 on line 4 is still there.
    assert [c for c, _, _ in _findings(source)] == ["JAX101", "JAX100"]


@pytest.mark.parametrize("comment", [
    "# noqa",  # a bare noqa is not judged
    "# noqa: E501",  # another tool's code
    "# noqa: JAX101, E501",  # used, next to another tool's code
    "# noqa: jax101",  # case-insensitive, and used
    "# noqa: JAX10",  # a prefix that covers the finding
])
def test_used_bare_and_foreign_codes_are_not_reported(comment):
    source = _commented(TRACED_IF, "    if x > 0:", comment)
    assert [c for c, _, _ in _findings(source)] == (["JAX101"] if comment == "# noqa: E501" else [])


def test_codes_of_rules_not_selected_are_not_unused():
    source = _commented(TRACED_IF, "    if x > 0:", "# noqa: JAX101, JAX302")
    assert [c for c, _, _ in _findings(source, "JAX101", "JAX100")] == []  # JAX302 is not checked here
    assert [c for c, _, _ in _findings(source, "JAX1", "JAX3")] == ["JAX100"]
    # An advisory rule is not selected by default: its noqa is not judged.
    source = _commented(TRACED_IF, "    if x > 0:", "# noqa: JAX101, JAX702")
    assert _findings(source) == []


def test_an_unknown_jax_code_is_reported():
    source = _commented(TRACED_IF, "    return -x", "# noqa: JAX123")
    assert _findings(source) == [("JAX101", 4, _findings(TRACED_IF)[0][2]),
                                 ("JAX100", 6, "`# noqa: JAX123` names no jaxlint rule: it suppresses nothing")]


def test_jax100_itself_can_be_silenced():
    source = _commented(TRACED_IF, "    return -x", "# noqa: JAX302, JAX100")
    assert [c for c, _, _ in _findings(source)] == ["JAX101"]


@pytest.mark.parametrize("before, after", [
    ("    if x > 0:  # noqa: JAX101, JAX302\n", "    if x > 0:  # noqa: JAX101\n"),
    ("    if x > 0:  # noqa: JAX302, JAX101\n", "    if x > 0:  # noqa: JAX101\n"),
    ("    return -x  # noqa: JAX302\n", "    return -x\n"),
    ("    return -x  # keep this # noqa: JAX302\n", "    return -x  # keep this\n"),
    ("    return -x  # noqa: JAX302 because of a reason\n", "    return -x  # because of a reason\n"),
    ("    return -x  # noqa: JAX302, E501\n", "    return -x  # noqa: E501\n"),
])
def test_the_safe_fix_removes_the_unused_code(tmp_path, capsys, isolated, before, after):
    source = TRACED_IF.replace("    if x > 0:\n", "    if x > 0:  # noqa: JAX101\n") if "if x" not in before else TRACED_IF
    line = "    if x > 0:\n" if "if x" in before else "    return -x\n"
    source = source.replace(line, before, 1)
    path = write(tmp_path, "a.py", source)
    code, out, _ = run_cli(capsys, "a.py", "--fix", "--no-cache", "--output-format", "concise")
    assert path.read_text() == source.replace(before, after)
    assert "JAX100" not in out


# --- --add-noqa ------------------------------------------------------------------------------

MIXED = """\
import jax


@jax.jit
def f(x):
    if x > 0:  # explained
        print(x)
    if x < 0:  # noqa: E501
        return x
    label = print(\"\"\"first
    second\"\"\", x)
    return x
"""


def test_add_noqa_writes_suppressions_that_silence_every_finding(tmp_path, capsys, isolated):
    path = write(tmp_path, "pkg/a.py", MIXED)
    before = json.loads(run_cli(capsys, "pkg", "--no-cache", "--output-format", "json")[1])
    assert [(d["code"], d["location"]["row"]) for d in before] == [
        ("JAX101", 6), ("JAX302", 7), ("JAX101", 8), ("JAX302", 10)]
    code, out, err = run_cli(capsys, "pkg", "--no-cache", "--add-noqa")
    assert (code, out, err) == (0, "", "Added 4 noqa directives.\n")
    assert path.read_text() == MIXED.replace(
        "# explained\n", "# explained  # noqa: JAX101\n").replace(
        "        print(x)\n", "        print(x)  # noqa: JAX302\n").replace(
        "# noqa: E501\n", "# noqa: E501, JAX101\n").replace(
        'second""", x)\n', 'second""", x)  # noqa: JAX302\n')  # not inside the string: after it
    assert run_cli(capsys, "pkg", "--no-cache") == (0, "All checks passed!\n", "")
    # Nothing left to add: the file stays as it is.
    text = path.read_text()
    assert run_cli(capsys, "pkg", "--no-cache", "--add-noqa") == (0, "", "Added 0 noqa directives.\n")
    assert path.read_text() == text


def test_add_noqa_keeps_encoding_line_endings_and_mode(tmp_path, capsys, isolated):
    source = IF_AND_PRINT.replace("\n", "\r\n").replace("import jax", "import jax  # é")
    path = write(tmp_path, "a.py", b"\xef\xbb\xbf" + source.encode("utf-8"))
    os.chmod(path, 0o640)
    assert run_cli(capsys, "a.py", "--no-cache", "--add-noqa")[0] == 0
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and b"\n" not in raw.replace(b"\r\n", b"")
    assert b"if x > 0:  # noqa: JAX101\r\n" in raw and b"print(x)  # noqa: JAX302\r\n" in raw
    assert os.stat(path).st_mode & 0o777 == 0o640


def test_add_noqa_refuses_stdin_and_fix(tmp_path, capsys, isolated):
    write(tmp_path, "a.py", TRACED_IF)
    code, _, err = run_cli(capsys, "a.py", "--add-noqa", "--fix")
    assert code == 2 and "--add-noqa" in err


# --- noqa means the same under flake8 ---------------------------------------------------------

def _flake8(cwd, *args):
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT")}
    return subprocess.run([sys.executable, "-m", "flake8", "--isolated", *args], cwd=cwd, capture_output=True,
                          text=True, env=env, timeout=300)


@pytest.mark.parametrize("comment", ["# noqa: jax101", "# NOQA:JAX101", "# noqa: JAX10", "#noqa"])
def test_noqa_is_honoured_alike_by_check_and_flake8(tmp_path, capsys, isolated, comment):
    write(tmp_path, "a.py", _commented(IF_AND_PRINT, "    if x > 0:", comment))
    _, out, _ = run_cli(capsys, "a.py", "--no-cache", "--output-format", "concise", "-q")
    assert [line.split()[1] for line in out.splitlines()] == ["JAX302"]
    proc = _flake8(tmp_path, "--select", "JAX", "a.py")
    assert [line.split()[1] for line in proc.stdout.splitlines()] == ["JAX302"], proc.stderr
    # --disable-noqa still brings it back under flake8.
    proc = _flake8(tmp_path, "--select", "JAX", "--disable-noqa", "a.py")
    assert [line.split()[1] for line in proc.stdout.splitlines()] == ["JAX101", "JAX302"], proc.stderr


def test_flake8_keeps_the_advisory_rules_out_unless_named(tmp_path):
    """The default selection is the same in flake8: JAX702 runs only when named."""
    write(tmp_path, "a.py", "import jax.numpy as jnp\n\n\ndef f(n):\n    return jnp.zeros(n, dtype=jnp.float64)\n")
    assert _flake8(tmp_path, "--select", "JAX", "a.py").stdout == ""
    proc = _flake8(tmp_path, "--select", "JAX,JAX702", "a.py")
    assert [line.split()[1] for line in proc.stdout.splitlines()] == ["JAX702"], proc.stderr
