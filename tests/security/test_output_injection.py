"""A repository whose file names and flagged lines carry newlines, ESC sequences, CI runner
commands and bytes that are not UTF-8: every output format stays one finding per line, writes
no raw control character, still parses, and never fails on a name's encoding."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import unquote_to_bytes

import jsonschema
import pytest

from jaxlint.cli import OUTPUT_FORMATS
from jaxlint.runtime_check.report import render_full
from jaxlint.runtime_check.results import Result
from tests.helpers import REPO, isolated, run_cli

__all__ = ["isolated"]

SCHEMA = json.loads((REPO / "tests" / "data" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))

NEWLINE_NAME = "a\n::error file=x::owned.py"  # a newline, then a GitHub workflow command
ESC_NAME = "e\x1b[31m.py"  # an ANSI colour sequence
COMMAND_NAME = "::error file=y::z.py"  # a workflow command with no newline at all
BAD_NAME = os.fsdecode(b"bad\xff.py")  # not UTF-8: a surrogate escape in Python
NAMES = (NEWLINE_NAME, ESC_NAME, COMMAND_NAME, BAD_NAME)
SHOWN = {  # how the plain-text formats print each name
    NEWLINE_NAME: "a\\n::error file=x::owned.py",
    ESC_NAME: "e\\x1b[31m.py",
    COMMAND_NAME: "./::error file=y::z.py",
    BAD_NAME: "bad\\xff.py",
}
# JAX101 with a safe fix at 6:27, on a line that holds an ESC sequence itself.
SOURCE = 'import jax\n\n\n@jax.jit\ndef f(x):\n    s = "\x1b[31m"; y = x if x > 0 else -x\n    return y\n'


@pytest.fixture
def hostile(isolated):
    for name in NAMES:
        try:
            (isolated / name).write_text(SOURCE, encoding="utf-8")
        except (OSError, UnicodeError):
            pytest.skip(f"this file system cannot hold the name {name!r}")
    return isolated


def _assert_no_forgery(fmt: str, text: str) -> None:
    assert "\x1b" not in text and "\r" not in text
    lines = text.split("\n")
    if fmt == "github":
        annotations = [line for line in lines if line]
        assert len(annotations) == len(NAMES) and all(a.startswith("::error title=jaxlint (") for a in annotations)
    else:
        assert not [line for line in lines if line.lstrip().startswith(("::", "##"))]


def _assert_report(fmt: str, text: str) -> None:
    """The report parses and names every hostile file the way its format can."""
    _assert_no_forgery(fmt, text)
    if fmt in ("full", "concise"):
        headlines = [line for line in text.split("\n") if re.search(r":6:27: JAX101 ", line)]
        assert len(headlines) == len(NAMES)  # one per finding, each on its own line
        assert sorted(line.split(":6:27:")[0] for line in headlines) == sorted(SHOWN.values())
        if fmt == "full":
            assert text.count('6 |     s = "\u241b[31m"; y = x if x > 0 else -x\n') == len(NAMES)
    elif fmt == "github":
        files = {re.search(r",file=([^,]*),", line).group(1) for line in text.splitlines()}
        assert files == {"a%0A%3A%3Aerror file=x%3A%3Aowned.py", "e\\x1b[31m.py", "%3A%3Aerror file=y%3A%3Az.py",
                         "bad\\xff.py"}
    elif fmt == "json":
        assert sorted(d["filename"] for d in json.loads(text)) == sorted(
            [NEWLINE_NAME, ESC_NAME, COMMAND_NAME, "bad\\xff.py"])
    elif fmt == "gitlab":
        assert sorted(i["location"]["path"] for i in json.loads(text)) == sorted(
            [NEWLINE_NAME, ESC_NAME, COMMAND_NAME, "bad\\xff.py"])
    elif fmt == "sarif":
        data = json.loads(text)
        jsonschema.Draft4Validator(SCHEMA).validate(data)
        uris = [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in data["runs"][0]["results"]]
        assert all(re.fullmatch(r"[A-Za-z0-9%._~/-]+", uri) for uri in uris)  # percent-encoded bytes only
        assert sorted(unquote_to_bytes(uri) for uri in uris) == sorted(os.fsencode(n) for n in NAMES)
    elif fmt == "junit":
        root = ET.fromstring(text.split("\n", 1)[1])
        assert sorted(case.get("file") for case in root.iter("testcase")) == sorted(
            [NEWLINE_NAME, "e\ufffd[31m.py", COMMAND_NAME, "bad\\xff.py"])
    else:
        raise AssertionError(fmt)


@pytest.mark.parametrize("fmt", OUTPUT_FORMATS)
def test_every_format_on_stdout(hostile, capsys, fmt):
    code, out, err = run_cli(capsys, ".", "--output-format", fmt)
    assert (code, err) == (1, "")
    _assert_report(fmt, out)


@pytest.mark.parametrize("fmt", OUTPUT_FORMATS)
def test_every_format_through_output_file(hostile, capsys, fmt):
    code, out, err = run_cli(capsys, ".", "--output-format", fmt, "-o", f"report.{fmt}")
    assert (code, out, err) == (1, "", "")
    _assert_report(fmt, (hostile / f"report.{fmt}").read_bytes().decode("utf-8"))  # strict UTF-8


_DRIVER = """
import sys
from jaxlint.cli import main
for run in sys.argv[1:]:
    args = ["check", ".", "--diff"] if run == "diff" else ["check", ".", "--output-format", run]
    code = main(args)
    sys.stdout.flush()
    sys.stdout.buffer.write(b"\\0%d\\0\\n" % code)
    sys.stdout.buffer.flush()
"""


def test_every_format_on_a_strict_utf8_stdout(hostile):
    """One interpreter whose stdout refuses anything that is not UTF-8 (PYTHONIOENCODING=utf-8:strict)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    env.update(PYTHONPATH=str(REPO), PYTHONIOENCODING="utf-8:strict", JAXLINT_NO_CACHE="1")
    runs = [*OUTPUT_FORMATS, "diff"]
    proc = subprocess.run([sys.executable, "-c", _DRIVER, *runs], cwd=hostile, env=env, capture_output=True,
                          timeout=120)
    assert proc.stderr.decode("utf-8", "replace").count("internal error") == 0, proc.stderr
    chunks = re.split(rb"\0(\d+)\0\n", proc.stdout)
    reports, codes = chunks[0:-1:2], [int(c) for c in chunks[1::2]]
    assert codes == [1] * len(runs) and chunks[-1] == b""
    for run, report in zip(runs, reports):
        text = report.decode("utf-8")  # strict: the bytes are UTF-8
        if run == "diff":
            assert text.count("\n--- ") + text.startswith("--- ") == len(NAMES)
        else:
            _assert_report(run, text)


def test_diff_headers_stay_one_line_and_apply(hostile, capsys):
    code, out, _ = run_cli(capsys, ".", "--diff")
    assert code == 1
    headers = [line for line in out.split("\n") if line.startswith(("--- ", "+++ "))]
    assert sorted(headers) == sorted([
        '--- "a/a\\n::error file=x::owned.py"', '+++ "b/a\\n::error file=x::owned.py"',
        '--- "a/e\\033[31m.py"', '+++ "b/e\\033[31m.py"',
        "--- a/::error file=y::z.py", "+++ b/::error file=y::z.py",
        '--- "a/bad\\377.py"', '+++ "b/bad\\377.py"',
    ])
    assert all(line.startswith(("--- ", "+++ ", "@@ ", " ", "+", "-")) for line in out.split("\n") if line)
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    (hostile / "fix.patch").write_text(out, encoding="utf-8")
    subprocess.run(["git", "apply", "fix.patch"], cwd=hostile, check=True, capture_output=True, timeout=60)
    for name in NAMES:  # git found every file from its quoted header
        assert "jax.numpy.where(x > 0, x, -x)" in (hostile / name).read_text(encoding="utf-8")


def test_fix_table_statistics_and_summary(hostile, capsys):
    code, out, err = run_cli(capsys, ".", "--fix", "--show-fixes", "--statistics", "--output-format", "concise")
    assert code == 0 and err == ""
    _assert_no_forgery("concise", out)
    assert sorted(line[:-1] for line in out.split("\n") if line.endswith(".py:")) == sorted(SHOWN.values())
    assert out.count("    1 x JAX101") == len(NAMES)


def test_error_lines_on_stderr_are_one_line(isolated, capsys):
    code, out, err = run_cli(capsys, "gone\n::error file=x::y\x1b[2J.py")
    assert code == 2 and out == ""
    assert err == "jaxlint: error: gone\\n::error file=x::y\\x1b[2J.py: No such file or directory\n"


def test_verify_table_names_are_visible():
    text = render_full([Result(NEWLINE_NAME, "f\x1b", 6, "verified", detail="boom\r\x1b[2K")])
    row = re.split(r"  +", text.split("\n")[1])
    assert row == ["a\\n::error file=x::owned.py:6", "f\\x1b", "verified", "-", "-", "-", "-", "boom\\r\\x1b[2K"]
    assert "\x1b" not in text and "\r" not in text


def test_a_symlink_to_the_environment_prints_no_secret(tmp_path, monkeypatch):
    if not Path("/proc/self/environ").exists():
        pytest.skip("no procfs")
    (tmp_path / "leak.py").symlink_to("/proc/self/environ")
    monkeypatch.setenv("JAXLINT_TEST_SECRET", "hunter2-do-not-print")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.run([sys.executable, "-m", "jaxlint", "check", "--no-cache", "."], cwd=tmp_path, env=env,
                          capture_output=True, timeout=60)
    assert b"hunter2" not in proc.stdout + proc.stderr
    assert b"Traceback" not in proc.stderr
