"""A `while` on a tracer whose loop counts with a static int (`length = prompt.shape[0]`,
`length += 1`) becomes `lax.while_loop` carrying the count as a traced int, when every read of
it in the function is array math (an index, arithmetic, an argument of a helper that only does
array math with it, `jnp.arange(n) < length` included), the loop's own test, or a value the
jitted function returns (fixers/loops.py). A read that needs it static (a slice bound after the
loop) keeps the rewrite refused.

The program fails under jit as written; after the fix it runs under jit and matches the original
run eagerly.
"""

from __future__ import annotations

import jax
import numpy as np
import pytest

from jaxlint.config import Config
from jaxlint.fix_loop import fix_source
from tests.fixers.test_value_fix_rate import HEADER, _run

DECODE = HEADER + """
def next_logits(table, tokens, length):
    mask = (jnp.arange(tokens.shape[0]) < length)[:, None]
    h = jnp.sum(table[tokens] * mask, axis=0) / length
    return h @ table.T

@partial(jax.jit, static_argnames=("max_len", "eos_id"))
def decode(table, prompt, max_len, eos_id):
    tokens = jnp.zeros(max_len, dtype=jnp.int32).at[: prompt.shape[0]].set(prompt)
    length = prompt.shape[0]
    done = False
    while not done and length < max_len:
        token = jnp.argmax(next_logits(table, tokens, length))
        tokens = tokens.at[length].set(token)
        length += 1
        done = token == eos_id
    return tokens, length
"""
USE = "decode(jnp.arange(20.0).reshape(5, 4) / 20, jnp.array([3, 1]), max_len=7, eos_id=0)"


def test_static_count_is_carried_as_a_traced_int():
    with pytest.raises(jax.errors.TracerBoolConversionError):
        _run(DECODE, USE)
    expected, _ = _run(DECODE, USE, eager=True)
    outcome = fix_source(DECODE + USE + "\n", "buggy.py", Config(), unsafe=True)
    assert "lax.while_loop" in outcome.source, outcome.source
    assert not [d for d in outcome.diagnostics if d.code in ("JAX101", "JAX102")], outcome.diagnostics
    got, _ = _run(outcome.source, USE)
    for a, b in zip(got, expected, strict=True):
        np.testing.assert_array_equal(np.asarray(a), np.asarray(b))


def test_count_read_as_a_static_bound_keeps_the_loop_refused():
    source = DECODE.replace("    return tokens, length\n", "    return tokens[:length]\n")
    outcome = fix_source(source + USE + "\n", "buggy.py", Config(), unsafe=True)
    assert "while_loop" not in outcome.source
