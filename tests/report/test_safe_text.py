"""The escaping every format relies on, the code-frame reader and the report writer: hostile
text becomes visible, ordinary text is left exactly as it was."""

from __future__ import annotations

import io
import json
import os

import pytest

import jaxlint.report.context as context_module
from jaxlint.diagnostics import Diagnostic, Location
from jaxlint.report import render
from jaxlint.report.context import ReportContext, read_regular_file
from jaxlint.report.escape import diff_path, display_path, frame_text, to_json, visible
from jaxlint.report.full import MAX_FRAME_WIDTH
from jaxlint.report.output import write_text
from tests.helpers import IF_AND_PRINT, isolated, run_cli, write

__all__ = ["isolated"]

ORDINARY = ["pkg/a.py", "/abs/dir with spaces/b.py", "caf\u00e9/\u00fcber_\U0001f600.py", "C:\\win\\c.py", "-",
            "<stdin>", 'q"uote\'s.py', "tab-free.py"]


@pytest.mark.parametrize("name", ORDINARY)
def test_ordinary_names_are_unchanged(name):
    assert visible(name) == display_path(name) == diff_path(name) == name
    assert frame_text(name) == name
    assert json.loads(to_json(name)) == name


def test_visible_spells_out_control_characters_like_repr():
    shown = visible("a\nb\rc\td\x1b[31m\x00\x7f\x9b\u2028\u202e")
    assert shown == "a\\nb\\rc\\td\\x1b[31m\\x00\\x7f\\x9b\\u2028\\u202e"
    assert visible(os.fsdecode(b"bad\xff\xfe.py")) == "bad\\xff\\xfe.py"  # the bytes, not surrogates


def test_display_path_never_starts_a_runner_command():
    assert display_path("::error file=x::y.py") == "./::error file=x::y.py"
    assert display_path("##vso[task.setvariable variable=x]y.py") == "./##vso[task.setvariable variable=x]y.py"
    assert display_path("a::b.py") == "a::b.py"


def test_frame_text_keeps_tabs_and_columns():
    line = "\ts = '\x1b[31m\x00\x7f\x85\u202e'; y = 1"
    shown = frame_text(line)
    assert len(shown) == len(line) and shown.startswith("\t")
    assert shown == "\ts = '\u241b[31m\u2400\u2421\ufffd\ufffd'; y = 1"


def test_full_frame_with_control_characters_keeps_the_carets_aligned():
    source = 'import jax\n@jax.jit\ndef f(x):\n    s = "\x1b[2J"; y = x if x > 0 else -x\n'
    column = source.split("\n")[3].index("x > 0")
    d = Diagnostic(code="JAX101", name="traced-control-flow", message="m", filename="<mem>",
                   location=Location(4, column), end_location=Location(4, column + 5))
    lines = render("full", [d], ReportContext(sources={"<mem>": source})).split("\n")
    assert lines[2] == '4 |     s = "\u241b[2J"; y = x if x > 0 else -x'
    assert lines[3].index("^") == lines[2].index("x > 0") and lines[3].endswith("^^^^^ JAX101")


def test_a_very_long_line_is_cut_around_the_finding():
    line = "y = " + "a + " * 2000 + "(x if x > 0 else -x)"
    column = line.index("x > 0")
    d = Diagnostic(code="JAX101", name="traced-control-flow", message="m", filename="<mem>",
                   location=Location(1, column), end_location=Location(1, column + 5))
    lines = render("full", [d], ReportContext(sources={"<mem>": line + "\n"})).split("\n")
    frame, carets = lines[2], lines[3]
    assert len(frame) <= MAX_FRAME_WIDTH + 8 and frame.startswith("1 | \u2026")
    assert frame[carets.index("^"):].startswith("x > 0") and carets.endswith("^^^^^ JAX101")


def test_json_escapes_what_its_encoder_leaves_raw():
    data = {"name": os.fsdecode(b"bad\xff.py"), "c1": "\x9b\x7f\u2028\u202e", "c0": "\x1b\n"}
    text = to_json(data)
    text.encode("utf-8")  # strict: no surrogate left
    assert not set(text) & {"\x9b", "\x7f", "\u2028", "\u202e", "\x1b"}
    assert json.loads(text) == {"name": "bad\\xff.py", "c1": "\x9b\x7f\u2028\u202e", "c0": "\x1b\n"}


def test_diff_path_quotes_like_git():
    assert diff_path("a/x\ny.py") == '"a/x\\ny.py"'
    assert diff_path(os.fsdecode(b"a/caf\xc3\xa9\x1b.py")) == '"a/caf\\303\\251\\033.py"'
    assert diff_path('a/"q"\x07\\.py') == '"a/\\"q\\"\\a\\\\.py"'


def test_write_text_never_fails_on_the_stream_encoding():
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii", errors="strict")
    write_text("caf\u00e9 \udcff\n", stream)
    assert raw.getvalue() == b"caf\\xe9 \\udcff\n"
    plain = io.StringIO()  # a text-only stream gets text it can hold
    write_text("\udcff", plain)
    assert plain.getvalue() == "\\udcff"


# --- reading sources for frames ------------------------------------------------------------

def test_frames_read_regular_files_only(tmp_path):
    write(tmp_path, "a.py", "x = 1\n")
    assert ReportContext().line(str(tmp_path / "a.py"), 1) == "x = 1"
    assert ReportContext().line(str(tmp_path / "gone.py"), 1) is None
    assert read_regular_file(str(tmp_path), 1 << 20) is None  # a folder
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.py")
        assert ReportContext().line(str(tmp_path / "pipe.py"), 1) is None  # returns at once, reads nothing
    for special in ("/proc/self/environ", "/proc/self/status", "/dev/zero"):
        if os.path.exists(special):
            (tmp_path / f"{os.path.basename(special)}.py").symlink_to(special)
            assert ReportContext().line(str(tmp_path / f"{os.path.basename(special)}.py"), 1) is None


def test_frames_skip_files_above_the_cap(tmp_path, monkeypatch):
    write(tmp_path, "big.py", "x = 1\n" * 100)
    monkeypatch.setattr(context_module, "MAX_FRAME_SOURCE_BYTES", 100)
    assert ReportContext().line(str(tmp_path / "big.py"), 1) is None


def test_fix_frames_use_the_fixed_text_without_reading_again(tmp_path, capsys, isolated, monkeypatch):
    write(tmp_path, "a.py", IF_AND_PRINT)

    def no_second_read(*args):
        raise AssertionError("the fixed text was read again")

    monkeypatch.setattr(context_module, "read_regular_file", no_second_read)
    code, out, _ = run_cli(capsys, "a.py", "--fix")
    assert code == 1
    assert out.split("\n")[1:4] == ["  |", "4 |     if x > 0:", "  |        ^^^^^ JAX101"]
