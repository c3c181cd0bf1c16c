"""A Python loop on a tracer becomes lax.while_loop (or a fori_loop over a traced range, which JAX
runs as one) only where reverse-mode AD will not transpose it: under `jax.jit(jax.grad(f))` with
a traced value entering the loop (carried, or read by the body), the rewrite fails with "ValueError:
Reverse-mode differentiation does not work for lax.while_loop", another error than the original's.
Those get advice only. Each program fails under jit as written; the neighbours (the same loop run
forward only, and a counting loop under grad that no differentiated value enters) are still fixed
and match the original run eagerly.
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
    ("while-under-grad", """
def loss(w, x):
    y = x
    while jnp.sum(y) < 10.0:
        y = y * w
    return y.sum()

@jax.jit
def grads(w, x):
    return jax.grad(loss)(w, x)
""", "grads(jnp.float32(2.0), jnp.ones(3))", "lax.while_loop"),
    ("traced-range-under-grad", """
def loss(w, n):
    acc = w
    for i in range(n):
        acc = acc * 0.5 + i
    return acc

@jax.jit
def grads(w, n):
    return jax.grad(loss)(w, n)
""", "grads(jnp.float32(2.0), jnp.int32(3))", "lax.fori_loop"),
]

FIXED = [
    ("while-forward-only", """
@jax.jit
def grow(w, x):
    y = x
    while jnp.sum(y) < 10.0:
        y = y * w
    return y.sum()
""", "grow(jnp.float32(2.0), jnp.ones(3))"),
    ("counting-range-under-grad", """
def loss(w, n):
    k = 0
    for i in range(n):
        k = k + i
    return w * k

@jax.jit
def grads(w, n):
    return jax.grad(loss)(w, n)
""", "grads(jnp.float32(2.0), jnp.int32(4))"),
]


def _source(body: str, call: str) -> str:
    return with_use(HEADER + textwrap.dedent(body).lstrip("\n"), call)


@pytest.mark.parametrize("name, body, call", [c[:3] for c in REFUSED] + FIXED,
                         ids=[c[0] for c in REFUSED + FIXED])
def test_the_program_fails_under_jit(name, body, call):
    with pytest.raises(Exception, match="TracerBoolConversionError|TracerIntegerConversionError|[Tt]racer"):
        _run(_source(body, call), call)


@pytest.mark.parametrize("name, body, call, loop", REFUSED, ids=[c[0] for c in REFUSED])
def test_a_loop_reverse_mode_would_transpose_gets_advice_only(name, body, call, loop):
    source = _source(body, call)
    outcome = fix_source(source, "buggy.py", Config(), unsafe=True)
    assert loop not in outcome.source, outcome.source
    messages = [d.fix.message for d in outcome.diagnostics if d.fix is not None]
    assert any("reverse-mode derivative" in m for m in messages), outcome.diagnostics


@pytest.mark.parametrize("name, body, call", FIXED, ids=[c[0] for c in FIXED])
def test_a_loop_no_tangent_enters_is_fixed_as_the_eager_original(name, body, call):
    source = _source(body, call)
    outcome = fix_source(source, "buggy.py", Config(), unsafe=True)
    assert "lax." in outcome.source and not outcome.diagnostics, (outcome.source, outcome.diagnostics)
    assert_same_result(_run(source, call, eager=True)[0], _run(outcome.source, call)[0])
