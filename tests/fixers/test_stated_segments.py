"""A segment reduction without `num_segments` (JAX602) next to another one over the same segment
ids that states it: the fix passes the author's count (fixers/sizes.py), where `len(ids)` would
only be a guess that changes the result's shape (a graph with more edges than nodes).

The program fails under jit as written; after the fix it runs under jit and matches the original
run eagerly.
"""

from __future__ import annotations

import numpy as np
import pytest

from jaxlint.config import Config
from jaxlint.fix_loop import fix_source
from tests.fixers.test_value_fix_rate import HEADER, _run

MEAN = HEADER + """
@jax.jit
def mean_messages(nodes, senders, receivers):
    messages = nodes[senders] * 2.0
    total = jax.ops.segment_sum(messages, receivers)
    degree = jax.ops.segment_sum(jnp.ones_like(receivers, dtype=messages.dtype), receivers,
                                 num_segments=nodes.shape[0])
    return total / jnp.maximum(degree, 1.0)[:, None]
"""
USE = ("mean_messages(jnp.arange(8.0).reshape(4, 2), jnp.array([0, 1, 2, 3, 0, 1]), "
       "jnp.array([1, 2, 3, 0, 2, 3]))")


def test_the_stated_count_of_the_same_ids_is_used():
    with pytest.raises(Exception, match="num_segments|concrete"):
        _run(MEAN, USE)
    expected, _ = _run(MEAN, USE, eager=True)
    outcome = fix_source(MEAN + USE + "\n", "buggy.py", Config(), unsafe=True)
    assert "jax.ops.segment_sum(messages, receivers, num_segments=nodes.shape[0])" in outcome.source
    got, _ = _run(outcome.source, USE)
    np.testing.assert_allclose(np.asarray(got), np.asarray(expected))


def test_a_count_stated_for_other_ids_is_not_borrowed():
    source = MEAN.replace("receivers,\n                                 num_segments", "senders,\n"
                          "                                 num_segments")
    outcome = fix_source(source + USE + "\n", "buggy.py", Config(), unsafe=True)
    assert "segment_sum(messages, receivers, num_segments=nodes.shape[0])" not in outcome.source
