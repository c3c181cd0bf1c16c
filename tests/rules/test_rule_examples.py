"""Every rule's examples are linted and executed under the installed JAX, and carry their
own expectations (Fixit's self-testing examples, plus execution).

Invalid examples must be reported by their rule at the stated line with the stated message,
must really fail the way the rule says (or show the leak / printed tracer / stale value), and,
when the rule fixes them, the fix must give exactly the stated code, which runs under `jax.jit`
and matches the original run eagerly (gradients too where stated). Valid examples must lint
clean and run.
"""

from __future__ import annotations

import pytest

from jaxlint.catalog import rule_classes
from jaxlint.config import Config
from jaxlint.engine import lint_source
from jaxlint.fix_loop import fix_source
from jaxlint.rules.base import PRELUDE
from tests.rules.example_runner import error_names, evaluate, run_example, same_values

ALL_RULES = rule_classes()
INVALID = [(rule, i, ex) for rule in ALL_RULES for i, ex in enumerate(rule.invalid)]
VALID = [(rule, i, ex) for rule in ALL_RULES for i, ex in enumerate(rule.valid)]
FIXED = [case for case in INVALID if case[2].fixed is not None]
PRELUDE_LINES = PRELUDE.count("\n")
EVERY_RULE = Config(preview=True)  # the advisory rules too: examples hold for the whole rule set


def _id(case) -> str:
    rule, i, _ = case
    return f"{rule.code}-{i}"


@pytest.mark.parametrize("rule", ALL_RULES, ids=lambda r: r.code)
def test_rule_has_enough_examples(rule):
    assert len(rule.invalid) >= 5, f"{rule.code} needs at least 5 invalid examples"
    assert len(rule.valid) >= 5, f"{rule.code} needs at least 5 valid examples"


@pytest.mark.parametrize("case", INVALID, ids=_id)
def test_invalid_example_is_reported_where_it_says(case):
    rule, _, example = case
    assert example.line is not None and example.message, "an invalid example states its line and message"
    found = [(d.location.row - PRELUDE_LINES, d.message) for d in lint_source(example.program(), "example.py", EVERY_RULE).diagnostics
             if d.code == rule.code]
    assert any(row == example.line and example.message in message for row, message in found), \
        f"{rule.code} not reported at line {example.line} with '{example.message}'; got {found}\n{example.code}"


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


@pytest.mark.parametrize("case", INVALID, ids=_id)
def test_fix_gives_the_stated_code(case):
    rule, _, example = case
    outcome = fix_source(example.program(), "example.py", EVERY_RULE, unsafe=True)
    expected = example.fixed_program() or example.program()
    assert outcome.source == expected, "the example's `fixed` must be what --fix --unsafe-fixes writes"
    again = fix_source(outcome.source, "example.py", EVERY_RULE, unsafe=True)
    assert again.source == outcome.source, "a second --fix must change nothing"


@pytest.mark.parametrize("case", FIXED, ids=_id)
def test_fixed_code_runs_under_jit_like_the_original_eagerly(case):
    rule, _, example = case
    if example.reference is not None:
        expected = evaluate(PRELUDE, example.reference)
    else:
        expected = evaluate(example.source(), example.run, eager=True)
    got = evaluate(example.fixed_source(), example.run)
    assert same_values(expected, got), f"fixed code gives {got}, the original {expected}"
    if example.grad is not None:
        assert same_values(evaluate(example.source(), example.grad, eager=True),
                           evaluate(example.fixed_source(), example.grad)), "gradients differ"


@pytest.mark.parametrize("case", VALID, ids=_id)
def test_valid_example_is_clean(case):
    rule, _, example = case
    diagnostics = lint_source(example.program(), "example.py", EVERY_RULE).diagnostics
    assert not diagnostics, [f"{d.code} {d.location.row}: {d.message}" for d in diagnostics]


@pytest.mark.parametrize("case", VALID, ids=_id)
def test_valid_example_runs_under_jax(case):
    rule, _, example = case
    error, stdout, namespace = run_example(example)
    assert error is None, f"{type(error).__name__}: {error}\n{example.code}"
    if example.expect:
        assert eval(example.expect, {**namespace, "stdout": stdout}), f"expectation failed: {example.expect}"
