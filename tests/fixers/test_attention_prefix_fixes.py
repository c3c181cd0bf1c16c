"""Attention over the prefix of a key/value cache sliced with a traced position (JAX202): the fix
attends over the whole cache with `where=` a mask of the prefix in the softmax
(fixers/attention_prefix.py).

Each program fails under jit as written; after the fix it runs under jit and matches the original
run eagerly (`jax.disable_jit`, where the position is a concrete number). The rewrite is unsafe
(tested: a NaN in the cache past the prefix reaches the output), and it is refused where the mask
could not stand for the slice.
"""

from __future__ import annotations

import numpy as np
import pytest

from jaxlint import lint_source
from jaxlint.config import Config
from jaxlint.diagnostics import Applicability
from jaxlint.fix_loop import fix_source
from tests.fixers.test_value_fix_rate import HEADER, _run

_CACHE = "jnp.arange(24.0).reshape(6, 4) / 10, jnp.cos(jnp.arange(24.0)).reshape(6, 4), jnp.ones(4) / 3"
CASES = {
    "decode-step-in-fori": ("""
def attend(q, cache, pos):
    keys = cache["k"][: pos + 1]
    values = cache["v"][: pos + 1]
    weights = jax.nn.softmax(keys @ q / jnp.sqrt(q.shape[-1]))
    return weights @ values


@jax.jit
def decode(k, v, q):
    def body(pos, out):
        return out.at[pos].set(attend(q, {"k": k, "v": v}, pos))
    return lax.fori_loop(0, k.shape[0], body, jnp.zeros_like(k))
""", f"decode({_CACHE})"),
    "transposed-keys-inline-weights": ("""
@jax.jit
def read(k, v, q, n):
    keys = k[:n]
    values = v[:n]
    return jax.nn.softmax(q @ keys.T, axis=-1) @ values
""", f"read({_CACHE}, jnp.int32(3))"),
    "suffix-window": ("""
@jax.jit
def recent(k, v, q, start):
    keys = k[start:]
    values = v[start:]
    weights = jax.nn.softmax(keys @ q)
    return weights @ values
""", f"recent({_CACHE}, jnp.int32(2))"),
}


def _fix(source: str, use: str, unsafe: bool = True):
    return fix_source(f"{source}\n{use}\n", "buggy.py", Config(), unsafe=unsafe)


@pytest.mark.parametrize("name", sorted(CASES))
def test_prefix_attention_runs_masked_and_matches_eager(name):
    body, use = CASES[name]
    source = HEADER + body
    with pytest.raises(IndexError, match="Slice entries must be static integers"):
        _run(source, use)
    expected, _ = _run(source, use, eager=True)
    outcome = _fix(source, use)
    assert outcome.applied["JAX202"] >= 1, outcome.source
    assert "where=" in outcome.source and not [d for d in outcome.diagnostics if d.code == "JAX202"]
    got, _ = _run(outcome.source, use)
    np.testing.assert_allclose(np.asarray(got), np.asarray(expected), rtol=1e-5, atol=1e-6)


def test_the_masked_attention_is_unsafe_and_says_why():
    body, use = CASES["transposed-keys-inline-weights"]
    source = HEADER + body
    assert _fix(source, use, unsafe=False).applied.get("JAX202", 0) == 0
    found = [d for d in lint_source(source + use + "\n", "buggy.py") if d.code == "JAX202"]
    assert found and {d.fix.applicability for d in found} == {Applicability.UNSAFE}
    assert "NaN" in found[0].fix.message
    # why: a NaN past the prefix is never read by the slice, but 0 * NaN is NaN under the mask
    poisoned = "read(jnp.ones((6, 4)), jnp.ones((6, 4)).at[5].set(jnp.nan), jnp.ones(4), jnp.int32(3))"
    sliced, _ = _run(source, poisoned, eager=True)
    masked, _ = _run(_fix(source, use).source, poisoned)
    assert np.isfinite(np.asarray(sliced)).all() and np.isnan(np.asarray(masked)).all()


@pytest.mark.parametrize("body", [
    # the keys are read twice: the mask would have to follow both reads
    "keys = k[:n]\n    values = v[:n]\n    w = jax.nn.softmax(keys @ q) + keys.sum()\n    return w @ values",
    # softmax over the other axis: the mask would not line up with the key positions
    "keys = k[:n]\n    values = v[:n]\n    return jax.nn.softmax(keys @ q, axis=0) @ values",
    # the values are not weighed by the softmax
    "keys = k[:n]\n    values = v[:n]\n    return jax.nn.softmax(keys @ q) @ (values * 2)",
    # the windows differ
    "keys = k[:n]\n    values = v[:n + 1]\n    return jax.nn.softmax(keys @ q) @ values",
    # a later axis sliced: the rank of the keys decides which axis of the scores it is
    "keys = k[:, :n]\n    values = v[:, :n]\n    return jax.nn.softmax(keys @ q) @ values",
])
def test_masked_attention_refused(body):
    source = HEADER + f"\n@jax.jit\ndef f(k, v, q, n):\n    {body}\n"
    use = "f(jnp.ones((6, 4)), jnp.ones((6, 4)), jnp.ones(4), jnp.int32(2))"
    with pytest.raises((IndexError, TypeError)):
        _run(source, use)
    found = [d for d in lint_source(source + use + "\n", "buggy.py") if d.code == "JAX202"]
    assert found, source
    assert all(d.fix is None or "where=" not in "".join(e.content for e in d.fix.edits) for d in found)
