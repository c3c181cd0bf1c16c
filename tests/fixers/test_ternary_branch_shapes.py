"""A conditional expression on a tracer becomes `jnp.where(c, a, b)` only when its branches can
have one shape: `jnp.where` broadcasts them, where the original returns one or the other. A
branch that reshapes its input beside one that does not (`jnp.concatenate([y, t]) if flag else
y`, the time-dependent vector field of round 18b) gets advice only: the rewrite would raise
"Incompatible shapes" (or broadcast a different result). Each program fails under jit as written;
the neighbour with same-shaped branches is still fixed and matches the original run eagerly.
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
    ("concatenate-beside-plain", """
@jax.jit
def field(t, y, flag):
    h = jnp.concatenate([y, jnp.reshape(t, (1,))]) if flag else y
    return h.sum()
""", "field(jnp.float32(0.5), jnp.ones(3), jnp.bool_(True))"),
    ("reshape-beside-plain", """
@jax.jit
def flat(x, flag):
    return x.reshape(-1) if flag else x
""", "flat(jnp.ones((2, 3)), jnp.bool_(False))"),
]

FIXED = [
    ("both-reshaped", """
@jax.jit
def flat(x, flag):
    return x.reshape(-1) if flag else jnp.ravel(x * 2.0)
""", "(flat(jnp.ones((2, 3)), jnp.bool_(True)), flat(jnp.ones((2, 3)), jnp.bool_(False)))"),
    ("neither-reshaped", """
@jax.jit
def pick(x, flag):
    return x + 1.0 if flag else x * 2.0
""", "(pick(jnp.ones(3), jnp.bool_(True)), pick(jnp.ones(3), jnp.bool_(False)))"),
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
    assert [d.code for d in outcome.diagnostics] == ["JAX101"], outcome.diagnostics


@pytest.mark.parametrize("name, body, call", FIXED, ids=[c[0] for c in FIXED])
def test_branches_of_one_shape_are_fixed_as_the_eager_original(name, body, call):
    source = _source(body, call)
    outcome = fix_source(source, "buggy.py", Config(), unsafe=True)
    assert "jnp.where" in outcome.source and not outcome.diagnostics, outcome.source
    assert_same_result(_run(source, call, eager=True)[0], _run(outcome.source, call)[0])
