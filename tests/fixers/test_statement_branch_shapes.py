"""An `if`/`else` statement on a tracer becomes `jnp.where` (or lax.cond) only when its branches
can give one shape, as the conditional-expression form (test_ternary_branch_shapes.py): a branch
that reshapes its value (`h = jnp.concatenate([y, t])`, `return x.reshape(-1) * 2.0`) beside one
that does not gets advice only, since `jnp.where` would broadcast them (or raise "Incompatible
shapes") and lax.cond rejects branches of different types. Each program fails under jit as
written; the neighbours whose branches agree in shape are still fixed and match the original run
eagerly, gradients included.
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
    ("assign-concatenate-beside-kept", """
@jax.jit
def field(t, y, flag):
    h = y
    if flag:
        h = jnp.concatenate([y, jnp.reshape(t, (1,))])
    return h.sum()
""", "field(jnp.float32(0.5), jnp.ones(3), jnp.bool_(True))"),
    ("return-reshaped-arithmetic", """
@jax.jit
def flat(x, flag):
    if flag:
        return x.reshape(-1) * 2.0
    else:
        return x
""", "flat(jnp.ones((2, 3)), jnp.bool_(False))"),
    ("elif-one-arm-stacks", """
@jax.jit
def pick(x, k):
    if k > 1:
        out = x + 1.0
    elif k > 0:
        out = jnp.stack([x, x])
    else:
        out = x * 2.0
    return out.sum()
""", "pick(jnp.ones(3), jnp.int32(1))"),
]

FIXED = [
    ("both-reshaped", """
@jax.jit
def flat(x, flag):
    if flag:
        out = x.reshape(-1)
    else:
        out = jnp.ravel(x * 2.0)
    return out
""", "(flat(jnp.ones((2, 3)), jnp.bool_(True)), flat(jnp.ones((2, 3)), jnp.bool_(False)))"),
    ("neither-reshaped", """
@jax.jit
def pick(x, flag):
    if flag:
        return x + 1.0
    return x * 2.0
""", "(pick(jnp.ones(3), jnp.bool_(True)), pick(jnp.ones(3), jnp.bool_(False)))"),
    ("gradient-neither-reshaped", """
def loss(w, x):
    if x.sum() > 0:
        y = jnp.tanh(w * x)
    else:
        y = w * x
    return y.sum()

@jax.jit
def grads(w, x):
    return jax.grad(loss)(w, x)
""", "(grads(jnp.float32(0.5), jnp.ones(3)), grads(jnp.float32(0.5), -jnp.ones(3)))"),
]


def _source(body: str, call: str) -> str:
    return with_use(HEADER + textwrap.dedent(body).lstrip("\n"), call)


@pytest.mark.parametrize("name, body, call", REFUSED + FIXED, ids=[c[0] for c in REFUSED + FIXED])
def test_the_program_fails_under_jit(name, body, call):
    with pytest.raises(Exception, match="TracerBoolConversionError|[Tt]racer"):
        _run(_source(body, call), call)


@pytest.mark.parametrize("name, body, call", REFUSED, ids=[c[0] for c in REFUSED])
def test_branches_of_different_shapes_get_advice_only(name, body, call):
    source = _source(body, call)
    outcome = fix_source(source, "buggy.py", Config(), unsafe=True)
    assert outcome.source == source
    assert {d.code for d in outcome.diagnostics} == {"JAX101"}, outcome.diagnostics  # `elif`: one per test
    assert "reshapes its value" in outcome.diagnostics[0].fix.message, outcome.diagnostics[0].fix


@pytest.mark.parametrize("name, body, call", FIXED, ids=[c[0] for c in FIXED])
def test_branches_of_one_shape_are_fixed_as_the_eager_original(name, body, call):
    source = _source(body, call)
    outcome = fix_source(source, "buggy.py", Config(), unsafe=True)
    assert "jnp.where" in outcome.source and not outcome.diagnostics, outcome.source
    assert_same_result(_run(source, call, eager=True)[0], _run(outcome.source, call)[0])
