"""Every rule's examples are linted and executed under the installed JAX.

Invalid examples must be reported by their rule and must really fail the way the rule says
(or show the leak / printed tracer / stale value); valid examples must lint clean and run.
"""

from __future__ import annotations

import pytest

from jaxlint.engine import lint_source
from jaxlint.catalog import rule_classes

ALL_RULES = rule_classes()
from tests.rules.example_runner import error_names, run_example

INVALID = [(rule, i, ex) for rule in ALL_RULES for i, ex in enumerate(rule.invalid)]
VALID = [(rule, i, ex) for rule in ALL_RULES for i, ex in enumerate(rule.valid)]


def _id(case) -> str:
    rule, i, _ = case
    return f"{rule.code}-{i}"


@pytest.mark.parametrize("rule", ALL_RULES, ids=lambda r: r.code)
def test_rule_has_enough_examples(rule):
    assert len(rule.invalid) >= 5, f"{rule.code} needs at least 5 invalid examples"
    assert len(rule.valid) >= 5, f"{rule.code} needs at least 5 valid examples"


@pytest.mark.parametrize("case", INVALID, ids=_id)
def test_invalid_example_is_reported(case):
    rule, _, example = case
    codes = [d.code for d in lint_source(example.source(), "example.py").diagnostics]
    assert rule.code in codes, f"{rule.code} not reported; got {codes}\n{example.code}"


@pytest.mark.parametrize("case", INVALID, ids=_id)
def test_invalid_example_fails_under_jax(case):
    rule, _, example = case
    assert example.raises or example.expect, "an invalid example must say how it fails"
    error, stdout, namespace = run_example(example)
    if example.raises:
        assert error is not None, f"expected {example.raises}, but the example ran\n{example.code}"
        assert example.raises in error_names(error), f"expected {example.raises}, got {type(error).__name__}: {error}"
    else:
        assert error is None, f"{type(error).__name__}: {error}"
        assert eval(example.expect, {**namespace, "stdout": stdout}), f"expectation failed: {example.expect}"


@pytest.mark.parametrize("case", VALID, ids=_id)
def test_valid_example_is_clean(case):
    rule, _, example = case
    diagnostics = lint_source(example.source(), "example.py").diagnostics
    assert not diagnostics, [f"{d.code} {d.location.row}: {d.message}" for d in diagnostics]


@pytest.mark.parametrize("case", VALID, ids=_id)
def test_valid_example_runs_under_jax(case):
    rule, _, example = case
    error, stdout, namespace = run_example(example)
    assert error is None, f"{type(error).__name__}: {error}\n{example.code}"
    if example.expect:
        assert eval(example.expect, {**namespace, "stdout": stdout}), f"expectation failed: {example.expect}"
