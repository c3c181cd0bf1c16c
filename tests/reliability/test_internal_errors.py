"""Internal errors: an exception inside a rule is caught per file and reported as JAX999 with
the rule's name and a plea to report it; the other rules' results for the file still count; the
run exits 2. An error outside the rules is one line on stderr, with a traceback only under
--verbose or JAXLINT_DEBUG=1."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

import jaxlint.discovery
from jaxlint.analysis.evaluator import Evaluator
from jaxlint.rules.jit_per_call import JitPerCall
from jaxlint.rules.jnp_shape_math import JnpShapeMath
from jaxlint.rules.traced_control_flow import TracedControlFlow
from tests.helpers import isolated, run_cli, write
from tests.reliability._support import FIXED_IF, REPO, TRACED_IF, assert_no_traceback

pytestmark = pytest.mark.usefixtures("isolated")
__all__ = ["isolated"]

# JAX101 at 4:8, JAX302 at 5:9 (its fix needs no import), JAX103 at 6:12.
MIXED = """\
import jax
@jax.jit
def f(x):
    if x > 0:
        print(x)
    return max(x, 0.0)
"""


def _planted(*args, **kwargs):
    raise RuntimeError("planted failure")


def _json(capsys, *argv: str) -> tuple[int, list[dict], str]:
    code, out, err = run_cli(capsys, "check", "--no-cache", "--output-format", "json", *argv)
    assert_no_traceback(out, err)
    return code, json.loads(out) if out else [], err


@pytest.mark.parametrize("rule, method", [
    (TracedControlFlow, "visit_If"),  # a handler in the traced walk
    (JnpShapeMath, "_check_untraced"),  # a module rule, on calls no traced context reached
    (JitPerCall, "visit_Call"),  # a module rule, on every call
])
def test_a_failing_rule_is_jax999_and_the_other_rules_still_count(isolated, capsys, monkeypatch, rule, method):
    write(isolated, "a.py", MIXED + "n = jax.numpy.prod(jax.numpy.ones(3).shape)\n")  # JAX401 outside jit
    write(isolated, "b.py", TRACED_IF)
    code, before, _ = _json(capsys, ".", "--preview")  # JAX801 is advisory
    assert code == 1 and {d["code"] for d in before} >= {"JAX101", "JAX302", "JAX103", "JAX401"}
    monkeypatch.setattr(rule, method, _planted)
    code, found, err = _json(capsys, ".", "--preview")
    assert (code, err) == (2, "")
    internal = [(d["filename"], d["name"], d["message"], d["location"]["row"]) for d in found if d["code"] == "JAX999"]
    message = f"internal error in {rule.code} {rule.name}: RuntimeError: planted failure; please report it with this file"
    assert internal and all(entry[1:] == ("internal-error", message, 1) for entry in internal)
    others = [(d["filename"], d["code"], d["location"]["row"]) for d in found if d["code"] != "JAX999"]
    assert others == [(d["filename"], d["code"], d["location"]["row"]) for d in before if d["code"] != rule.code]


def test_jax999_names_the_rule_in_every_format_without_a_traceback(isolated, capsys, monkeypatch):
    monkeypatch.setattr(TracedControlFlow, "visit_If", _planted)
    write(isolated, "a.py", MIXED)
    code, out, err = run_cli(capsys, "check", "--no-cache", "a.py")
    assert (code, err) == (2, "")
    assert_no_traceback(out)
    assert "a.py:1:1: JAX999 internal error in JAX101 traced-control-flow: RuntimeError: planted failure" in out
    assert "JAX302" in out and "JAX103" in out


def test_a_failing_analysis_is_jax999_for_that_file_only(isolated, capsys, monkeypatch):
    real = Evaluator.run_module

    def run_module(self):
        if "boom" in self.index.module.code:
            raise RuntimeError("planted failure")
        return real(self)

    monkeypatch.setattr(Evaluator, "run_module", run_module)
    write(isolated, "a.py", TRACED_IF + "# boom\n")
    write(isolated, "b.py", TRACED_IF)
    code, found, err = _json(capsys, ".")
    assert (code, err) == (2, "")
    assert [(d["filename"], d["code"], d["message"]) for d in found] == [
        ("a.py", "JAX999", "internal error in analysis: RuntimeError: planted failure; please report it with this file"),
        ("b.py", "JAX101", found[1]["message"]),
    ]


PLANTED = """\
import sys
from jaxlint.rules.traced_control_flow import TracedControlFlow
def planted(self, node):
    raise RuntimeError("planted failure")
TracedControlFlow.visit_If = planted
from jaxlint.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_a_failing_rule_in_the_process_pool(isolated):
    """Workers (forked from a fresh interpreter, not from pytest's, which holds JAX's threads)
    inherit the failing rule: one JAX999 per file, every file linted."""
    for i in range(10):
        write(isolated, f"m{i}.py", MIXED)
    env = {k: v for k, v in os.environ.items() if not k.startswith("JAXLINT_")}
    env.update(PYTHONPATH=str(REPO), JAXLINT_NO_CACHE="1")
    result = subprocess.run([sys.executable, "-c", PLANTED, "check", "-j", "2", "--output-format", "json", "."],
                            cwd=isolated, env=env, capture_output=True, timeout=300)
    assert_no_traceback(result.stdout, result.stderr)
    assert (result.returncode, result.stderr) == (2, b"")
    found = json.loads(result.stdout)
    assert sorted({d["code"] for d in found}) == ["JAX103", "JAX302", "JAX999"]
    assert sorted(d["filename"] for d in found if d["code"] == "JAX999") == [f"m{i}.py" for i in range(10)]


def test_fix_with_a_failing_rule_applies_the_other_rules_fixes_and_exits_2(isolated, capsys, monkeypatch):
    monkeypatch.setattr(TracedControlFlow, "visit_If", _planted)
    path = write(isolated, "a.py", MIXED)
    code, out, err = run_cli(capsys, "check", "--fix", "--no-cache", "a.py", "--output-format", "concise")
    assert_no_traceback(out, err)
    assert (code, err) == (2, "")
    assert "JAX999 internal error in JAX101 traced-control-flow" in out
    fixed = path.read_text()
    assert "jax.debug.print" in fixed and "jax.numpy.maximum(x, 0.0)" in fixed
    assert "if x > 0:" in fixed  # the broken rule's finding was never seen, so never fixed


def test_the_same_rule_working_again_fixes_normally(isolated, capsys):
    path = write(isolated, "a.py", TRACED_IF)
    assert run_cli(capsys, "check", "--fix", "--no-cache", "a.py")[0] == 0
    assert path.read_text() == FIXED_IF


@pytest.mark.parametrize("argv, env, traceback_shown", [
    ((), {}, False),
    (("--verbose",), {}, True),
    (("-v",), {}, True),
    ((), {"JAXLINT_DEBUG": "1"}, True),
    ((), {"JAXLINT_DEBUG": "0"}, False),
])
def test_a_planted_internal_error_shows_a_traceback_only_when_asked(isolated, capsys, monkeypatch, argv, env,
                                                                    traceback_shown):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(jaxlint.discovery, "discover", _planted)
    write(isolated, "a.py", TRACED_IF)
    code, out, err = run_cli(capsys, "check", "--no-cache", "a.py", *argv)
    assert (code, out) == (2, "")
    first = "jaxlint: internal error: RuntimeError: planted failure (rerun with --verbose for details)"
    assert err.splitlines()[0] == first
    if traceback_shown:
        assert "Traceback (most recent call last):" in err and 'raise RuntimeError("planted failure")' in err
    else:
        assert err == first + "\n"
