"""The command line's rough edges: a closed pipe, help texts and exit codes, syntax errors where
CPython puts them."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

import pytest

from jaxlint.cli import build_parser
from tests.helpers import REPO, TRACED_IF, isolated, run_cli, write

__all__ = ["isolated"]


def _closed_pipe_run(cwd, *argv: str) -> subprocess.CompletedProcess:
    """`jaxlint ARGV | head -0`: stdout is a pipe whose reader is already gone."""
    read, write_end = os.pipe()
    os.close(read)
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT")}
    env["PYTHONPATH"] = str(REPO)
    try:
        return subprocess.run([sys.executable, "-m", "jaxlint", *argv], cwd=cwd, stdout=write_end,
                              stderr=subprocess.PIPE, text=True, env=env, timeout=120)
    finally:
        os.close(write_end)


@pytest.mark.parametrize("argv", [("rule", "JAX101"), ("rule", "--all"), ("check", "--no-cache", "a.py"),
                                  ("check", "--no-cache", "--output-format", "json", "a.py")])
def test_a_closed_pipe_ends_quietly(tmp_path, argv):
    write(tmp_path, "a.py", TRACED_IF)
    proc = _closed_pipe_run(tmp_path, *argv)
    assert (proc.returncode, proc.stderr) == (0, "")


def test_rule_piped_into_head_exits_0(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.run(f"'{sys.executable}' -m jaxlint rule JAX101 | head -1; exit ${{PIPESTATUS[0]}}",
                          shell=True, executable="/bin/bash", cwd=tmp_path, capture_output=True, text=True,
                          env=env, timeout=120)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "# traced-control-flow (JAX101)\n", "")


def _subparser(name: str) -> argparse.ArgumentParser:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return sub.choices[name]


@pytest.mark.parametrize("command", ["check", "rule", "clean", "server", "verify"])
def test_every_option_has_help_text(command):
    parser = _subparser(command)
    missing = [a.option_strings or [a.dest] for a in parser._actions
               if not isinstance(a, argparse._HelpAction) and not a.help]
    assert missing == []


def test_help_lists_the_exit_codes(capsys):
    for argv in (["--help"], ["check", "--help"]):
        with pytest.raises(SystemExit):
            run_cli(capsys, *argv)
        out = capsys.readouterr().out
        assert "exit codes:\n  0  no findings" in out and "\n  1  findings remain" in out
        assert "\n  2  usage, configuration or internal error" in out


@pytest.mark.parametrize("source, row, column, message", [
    ("import jax\n\ndef f(x):\n    y = (x +\n    return y\n", 4, 9, "'(' was never closed"),
    ("import jax\nif x\n    pass\n", 2, 5, "expected ':'"),
    ("import jax\ndef f(:\n    pass\n", 2, 7, "invalid syntax"),
    ("import jax\nx = [1, 2\ny = 3\n", 2, 5, "'[' was never closed"),
    ("import jax\ndef f():\nreturn 1\n", 3, 1, "expected an indented block after function definition on line 2"),
])
def test_syntax_errors_at_the_parsers_position(tmp_path, capsys, isolated, source, row, column, message):
    write(tmp_path, "a.py", source)
    code, out, _ = run_cli(capsys, "a.py", "--no-cache", "--output-format", "json")
    (finding,) = json.loads(out)
    assert code == 1 and finding["code"] == "JAX000"
    assert (finding["location"]["row"], finding["location"]["column"]) == (row, column)
    assert finding["message"] == f"cannot parse file: {message}; file left untouched"
    try:
        compile(source, "a.py", "exec")
    except SyntaxError as exc:  # where CPython itself puts it (1-based column, as jaxlint shows)
        assert (exc.lineno, exc.offset) == (row, column)
