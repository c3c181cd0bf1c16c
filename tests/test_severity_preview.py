"""Severity per rule (and `[tool.jaxlint.severity]`) in every output format, and the preview
channel that keeps the advisory rules out of the default selection."""

from __future__ import annotations

import json
import warnings

import pytest

from jaxlint import catalog
from jaxlint.catalog import PREVIEW
from tests.helpers import isolated, run_cli, write

__all__ = ["isolated"]

# JAX101 (error: raises), JAX302 (warning: silently wrong), JAX702 (warning, advisory),
# JAX801 (info: performance, advisory).
SOURCE = """\
import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    if x > 0:
        print(x)
    return jnp.zeros(3, dtype=jnp.float64)


def g(xs):
    out = []
    for x in xs:
        out.append(jax.jit(lambda y: y + 1)(x))
    return out
"""


def _json(capsys, *args) -> list[dict]:
    code, out, err = run_cli(capsys, "a.py", "--no-cache", "--output-format", "json", *args)
    assert code in (0, 1), err
    return json.loads(out)


def _severities(capsys, *args) -> dict[str, str]:
    return {d["code"]: d["severity"] for d in _json(capsys, *args)}


def test_every_rule_declares_a_severity():
    declared = {d.code: d.severity for d in catalog.descriptors()}
    assert set(declared.values()) <= {"error", "warning", "info"}
    assert declared["JAX101"] == "error" and declared["JAX302"] == "warning" and declared["JAX801"] == "info"
    assert declared["JAX100"] == "info"


def test_advisory_rules_are_out_of_the_default_selection(tmp_path, capsys, isolated):
    write(tmp_path, "a.py", SOURCE)
    assert PREVIEW == {"JAX702", "JAX801", "JAX902"}
    assert _severities(capsys) == {"JAX101": "error", "JAX302": "warning"}
    # A prefix or ALL does not select them; naming the code does; --preview lets prefixes too.
    assert set(_severities(capsys, "--select", "ALL")) == {"JAX101", "JAX302"}
    assert set(_severities(capsys, "--select", "JAX7,JAX8")) == set()
    assert set(_severities(capsys, "--extend-select", "JAX702")) == {"JAX101", "JAX302", "JAX702"}
    assert _severities(capsys, "--select", "JAX7,JAX8", "--preview") == {"JAX702": "warning", "JAX801": "info"}
    write(tmp_path, "pyproject.toml", "[tool.jaxlint]\npreview = true\n")
    assert set(_severities(capsys)) == {"JAX101", "JAX302", "JAX702", "JAX801"}
    assert set(_severities(capsys, "--no-preview")) == {"JAX101", "JAX302"}


def test_severity_config_overrides_by_code_or_prefix(tmp_path, capsys, isolated):
    write(tmp_path, "a.py", SOURCE)
    write(tmp_path, "pyproject.toml", '[tool.jaxlint]\nextend-select = ["JAX801"]\n'
                                      '[tool.jaxlint.severity]\nJAX3 = "error"\nJAX801 = "warning"\nJAX101 = "info"\n')
    assert _severities(capsys) == {"JAX101": "info", "JAX302": "error", "JAX801": "warning"}
    # The cache keeps what the config said (and a changed config is a different cache).
    run_cli(capsys, "a.py", "--output-format", "json")
    _, out, _ = run_cli(capsys, "a.py", "--output-format", "json")
    assert {d["code"]: d["severity"] for d in json.loads(out)} == {"JAX101": "info", "JAX302": "error",
                                                                  "JAX801": "warning"}


@pytest.mark.parametrize("table, problem", [
    ('JAX101 = "fatal"', "must be \"error\", \"warning\" or \"info\""),
    ('JAX9999 = "info"', "unknown rule selector 'JAX9999'"),
])
def test_bad_severity_config_is_one_line(tmp_path, capsys, isolated, table, problem):
    write(tmp_path, "a.py", SOURCE)
    write(tmp_path, "pyproject.toml", f"[tool.jaxlint.severity]\n{table}\n")
    code, out, err = run_cli(capsys, "a.py")
    assert (code, out) == (2, "") and problem in err and len(err.splitlines()) == 1


def test_severity_in_every_machine_format(tmp_path, capsys, isolated):
    write(tmp_path, "a.py", SOURCE)
    args = ("a.py", "--no-cache", "--extend-select", "JAX801", "--output-format")
    _, out, _ = run_cli(capsys, *args, "github")
    assert [line.split(" ", 1)[0] for line in out.splitlines()] == ["::error", "::warning", "::notice"]
    _, out, _ = run_cli(capsys, *args, "sarif")
    run = json.loads(out)["runs"][0]
    assert [(r["ruleId"], r["level"]) for r in run["results"]] == [
        ("JAX101", "error"), ("JAX302", "warning"), ("JAX801", "note")]
    levels = {r["id"]: r["defaultConfiguration"]["level"] for r in run["tool"]["driver"]["rules"]}
    assert (levels["JAX101"], levels["JAX302"], levels["JAX801"]) == ("error", "warning", "note")
    _, out, _ = run_cli(capsys, *args, "gitlab")
    assert [(i["check_name"], i["severity"]) for i in json.loads(out)] == [
        ("JAX101", "major"), ("JAX302", "minor"), ("JAX801", "info")]


def test_float64_message_says_what_jax_does(tmp_path, capsys, isolated):
    """JAX warns and truncates (it is not silent): the message says so, and JAX agrees."""
    import jax.numpy as jnp

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        value = jnp.zeros(3, dtype=jnp.float64)
    assert value.dtype == jnp.float32
    assert any(issubclass(w.category, UserWarning) and "truncated to dtype float32" in str(w.message)
               for w in caught)
    write(tmp_path, "a.py", SOURCE)
    (finding,) = [d for d in _json(capsys, "--select", "JAX702") if d["code"] == "JAX702"]
    assert "JAX warns and truncates it to float32" in finding["message"] and "silently" not in finding["message"]


def test_rule_command_shows_severity_and_advisory(capsys):
    code, out, _ = run_cli(capsys, "rule", "JAX702")
    assert code == 0 and "\nSeverity: warning (advisory: not in the default selection" in out
    assert "\nSeverity: error.\n" in run_cli(capsys, "rule", "JAX101")[1]
