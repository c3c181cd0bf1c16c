"""`--fix` (safe fixes only) rewrites `and`/`or`/`not` on tracers to `jnp.logical_*` where the
truth test raised on every run: the tested operand is a tracer and the code only runs traced
(a jitted function, a lax body). No run got past the test, so nothing that worked changes.

Each program fails under jit as written; the safe fix alone must remove JAX102, and the fixed
program must run under jit and match the original run eagerly (`jax.disable_jit()`, where the
operators work on concrete scalars). A helper that traced code calls may also run eagerly, where
Python's operators return a Python bool: there the rewrite stays unsafe.
"""

from __future__ import annotations

import textwrap

import pytest

from jaxlint.config import Config
from jaxlint.fix_loop import fix_source
from tests.fixers.test_golden import assert_same_result
from tests.fixers.test_value_fix_rate import HEADER, _run
from tests.helpers import with_use

SAFE = [
    ("while-cond-and-of-comparisons", """
def solve(x0):
    def cond(carry):
        x, n = carry
        return jnp.abs(x - 10.0) > 1e-3 and n < 100

    def body(carry):
        x, n = carry
        return 0.5 * (x + 10.0), n + 1

    return lax.while_loop(cond, body, (x0, 0))
""", "solve(jnp.float32(0.0))"),
    ("jitted-not-allclose", """
@jax.jit
def differs(x, y):
    return not jnp.allclose(x, y)
""", "(differs(jnp.ones(3), jnp.ones(3)), differs(jnp.ones(3), jnp.zeros(3)))"),
    ("jitted-or-of-comparisons", """
@jax.jit
def outside(x, lo, hi):
    return x < lo or x > hi
""", "(outside(jnp.float32(0.5), 0.0, 1.0), outside(jnp.float32(2.0), 0.0, 1.0))"),
]

STAYS_UNSAFE = [
    ("helper-that-may-run-eagerly", """
def converged(err, n):
    return err < 1e-3 and n > 2

@jax.jit
def step(err, n):
    return converged(err, n)
""", "step(jnp.float32(1e-4), 3)"),
]


def _source(body: str, call: str) -> str:
    return with_use(HEADER + textwrap.dedent(body).lstrip("\n"), call)


@pytest.mark.parametrize("name, body, call", SAFE + STAYS_UNSAFE, ids=[c[0] for c in SAFE + STAYS_UNSAFE])
def test_the_program_fails_under_jit(name, body, call):
    with pytest.raises(Exception):
        _run(_source(body, call), call)


@pytest.mark.parametrize("name, body, call", SAFE, ids=[c[0] for c in SAFE])
def test_safe_fix_alone_runs_as_the_eager_original(name, body, call):
    source = _source(body, call)
    outcome = fix_source(source, "buggy.py", Config(), unsafe=False)
    assert outcome.applied["JAX102"] > 0, outcome.source
    assert not [d for d in outcome.diagnostics if d.code == "JAX102"], outcome.source
    assert_same_result(_run(source, call, eager=True)[0], _run(outcome.source, call)[0])


@pytest.mark.parametrize("name, body, call", STAYS_UNSAFE, ids=[c[0] for c in STAYS_UNSAFE])
def test_rewrite_in_a_helper_stays_unsafe(name, body, call):
    source = _source(body, call)
    assert fix_source(source, "buggy.py", Config(), unsafe=False).source == source
    unsafe = fix_source(source, "buggy.py", Config(), unsafe=True)
    assert unsafe.applied["JAX102"] > 0, unsafe.source
    assert_same_result(_run(source, call, eager=True)[0], _run(unsafe.source, call)[0])
