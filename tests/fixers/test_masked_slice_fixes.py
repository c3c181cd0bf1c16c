"""A slice with a traced bound read only by a reduction over the sliced axis (JAX202): the fix
reduces the whole array under `where=` a mask of the sliced positions (fixers/masked_slice.py).

Each program fails under jit as written; after the fix it runs under jit and matches the original
run eagerly (`jax.disable_jit`, where the bound is a concrete number), gradients included. The
rewrite is unsafe (a negative bound counts from the end when slicing, not under the mask), and it
is refused where the mask could not stand for the slice.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from jaxlint.config import Config
from jaxlint.diagnostics import Applicability
from jaxlint.fix_loop import fix_source
from jaxlint import lint_source
from tests.fixers.test_value_fix_rate import HEADER, _run

CASES = {
    "mean-prefix-rows": ("""
@jax.jit
def valid_mean(x, length):
    return jnp.mean(x[:length], axis=0)
""", "valid_mean(jnp.arange(12.0).reshape(4, 3), jnp.int32(3))",
        "jax.grad(lambda x: valid_mean(x, jnp.int32(2)).sum())(jnp.arange(12.0).reshape(4, 3))"),
    "method-sum-suffix": ("""
@jax.jit
def tail_total(x, start):
    return x[start:].sum()
""", "tail_total(jnp.arange(6.0), jnp.int32(2))",
        "jax.grad(lambda x: tail_total(x, jnp.int32(4)))(jnp.arange(6.0))"),
    "both-bounds-later-axis": ("""
@jax.jit
def band(x, lo, hi):
    return jnp.sum(x[:, lo:hi], axis=(0, 1))
""", "band(jnp.arange(24.0).reshape(2, 6, 2), jnp.int32(1), jnp.int32(4))", None),
    "fori-prefix-sums": ("""
def prefix_sums(x):
    def body(i, acc):
        return acc.at[i].set(jnp.sum(x[: i + 1]))
    return lax.fori_loop(0, x.shape[0], body, jnp.zeros_like(x))
""", "jax.jit(prefix_sums)(jnp.array([1.0, 2.0, 3.0, 4.0]))", None),
    "max-with-initial": ("""
@jax.jit
def best_so_far(x, n):
    return jnp.max(x[:n], initial=-jnp.inf)
""", "best_so_far(jnp.array([3.0, 7.0, 1.0, 9.0]), jnp.int32(3))", None),
}


def _fix(source: str, use: str, unsafe: bool = True):
    return fix_source(f"{source}\n{use}\n", "buggy.py", Config(), unsafe=unsafe)


@pytest.mark.parametrize("name", sorted(CASES))
def test_reduction_of_a_traced_slice_runs_masked_and_matches_eager(name):
    body, use, grad = CASES[name]
    source = HEADER + body
    with pytest.raises(IndexError, match="Slice entries must be static integers"):
        _run(source, use)
    expected, _ = _run(source, use, eager=True)
    outcome = _fix(source, use)
    assert outcome.applied["JAX202"] >= 1, outcome.source
    assert "where=" in outcome.source and not [d for d in outcome.diagnostics if d.code == "JAX202"]
    got, _ = _run(outcome.source, use)
    np.testing.assert_allclose(np.asarray(got), np.asarray(expected), rtol=1e-6)
    if grad is not None:
        np.testing.assert_allclose(np.asarray(_run(outcome.source, grad)[0]),
                                   np.asarray(_run(source, grad, eager=True)[0]), rtol=1e-6)


def test_the_mask_rewrite_is_unsafe_and_says_why():
    body, use, _ = CASES["mean-prefix-rows"]
    source = HEADER + body
    assert _fix(source, use, unsafe=False).applied.get("JAX202", 0) == 0
    found = [d for d in lint_source(source + use + "\n", "buggy.py") if d.code == "JAX202"]
    assert [d.fix.applicability for d in found] == [Applicability.UNSAFE]
    assert "negative bound" in found[0].fix.message
    # why: a negative bound counts from the end when slicing; the mask keeps no row for it
    negative = "valid_mean(jnp.arange(12.0).reshape(4, 3), jnp.int32(-1))"
    sliced, _ = _run(source, negative, eager=True)
    masked, _ = _run(_fix(source, use).source, negative)
    assert np.isfinite(np.asarray(sliced)).all() and np.isnan(np.asarray(masked)).all()


@pytest.mark.parametrize("body", [
    # a reduction over another axis keeps the slice's traced length
    "return jnp.sum(x[:n], axis=1)",
    # max of an empty slice has no value: refused without an initial one
    "return jnp.max(x[:n])",
    # the slice itself is returned (its shape is traced): no reduction to mask
    "return x[:n] * 2.0",
    # read by a reduction and by something else
    "part = x[:n]\n    return part.sum() + part[0]",
    # a step
    "return jnp.sum(x[:n:2])",
])
def test_masked_rewrite_refused(body):
    source = HEADER + f"\n@jax.jit\ndef f(x, n):\n    {body}\n"
    use = "f(jnp.ones((4, 3)), jnp.int32(2))"
    with pytest.raises(IndexError):
        _run(source, use)
    found = [d for d in lint_source(source + use + "\n", "buggy.py") if d.code == "JAX202"]
    assert found, source
    assert all(d.fix is None or "where=" not in "".join(e.content for e in d.fix.edits) for d in found)
    assert jnp is not None and jax is not None
