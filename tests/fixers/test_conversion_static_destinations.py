"""`int(v)` -> `v.astype(int)` (JAX105) keeps the value traced, so it is refused where the value,
through arithmetic and names, reaches a position that needs a concrete one: the bound of a
`lax.fori_loop` that `jax.grad` differentiates (a traced trip count makes it a while_loop, which
has no transpose: round 18b's neural ODE got a fix that failed with another error), an array's
shape, a slice bound. Each program fails under jit as written; the refused ones keep their
finding with no edit, and the neighbours whose value stays in array math (a fori_loop only run
forward takes a traced bound) are fixed and match the original run eagerly.
"""

from __future__ import annotations

import textwrap

import pytest

from jaxlint.config import Config
from jaxlint.fix_loop import fix_source
from tests.fixers.test_golden import assert_same_result
from tests.fixers.test_value_fix_rate import HEADER, _run
from tests.helpers import with_use

REFUSED = [
    ("fori-bound-under-grad", """
def loss(w, ts):
    n = int((ts[1] - ts[0]) / 0.25) + 1
    dt = (ts[1] - ts[0]) / n
    return lax.fori_loop(0, n, lambda i, y: y - dt * w * y, 1.0)

@jax.jit
def grads(w, ts):
    return jax.grad(loss)(w, ts)
""", "grads(jnp.float32(0.5), jnp.array([0.0, 1.0]))"),
    ("shape-through-a-name", """
@jax.jit
def padded(x, length):
    n = int(length) * 2
    return jnp.zeros(n) + x.sum()
""", "padded(jnp.ones(3), jnp.int32(2))"),
    ("slice-bound", """
@jax.jit
def head(x, length):
    k = int(length) + 1
    return x[:k].sum()
""", "head(jnp.arange(5.0), jnp.int32(2))"),
]

FIXED = [
    ("fori-bound-forward-only", """
@jax.jit
def decay(w, ts):
    n = int((ts[1] - ts[0]) / 0.25) + 1
    dt = (ts[1] - ts[0]) / n
    return lax.fori_loop(0, n, lambda i, y: y - dt * w * y, 1.0)
""", "decay(jnp.float32(0.5), jnp.array([0.0, 1.0]))"),
    ("arithmetic-only", """
@jax.jit
def scaled(x, length):
    n = int(length) + 1
    return x * n
""", "scaled(jnp.ones(3), jnp.float32(2.7))"),
]


def _source(body: str, call: str) -> str:
    return with_use(HEADER + textwrap.dedent(body).lstrip("\n"), call)


@pytest.mark.parametrize("name, body, call", REFUSED + FIXED, ids=[c[0] for c in REFUSED + FIXED])
def test_the_program_fails_under_jit(name, body, call):
    with pytest.raises(Exception, match="ConcretizationTypeError|[Tt]racer"):
        _run(_source(body, call), call)


@pytest.mark.parametrize("name, body, call", REFUSED, ids=[c[0] for c in REFUSED])
def test_a_value_bound_for_a_static_position_is_not_kept_traced(name, body, call):
    source = _source(body, call)
    outcome = fix_source(source, "buggy.py", Config(), unsafe=True)
    assert "astype(int)" not in outcome.source, outcome.source
    assert "JAX105" in [d.code for d in outcome.diagnostics], outcome.diagnostics


@pytest.mark.parametrize("name, body, call", FIXED, ids=[c[0] for c in FIXED])
def test_a_value_kept_in_array_math_is_fixed_as_the_eager_original(name, body, call):
    source = _source(body, call)
    outcome = fix_source(source, "buggy.py", Config(), unsafe=True)
    assert "astype(int)" in outcome.source and not outcome.diagnostics, (outcome.source, outcome.diagnostics)
    assert_same_result(_run(source, call, eager=True)[0], _run(outcome.source, call)[0])
