"""A lint leaves no reference cycle behind: its trees are freed by reference counting as soon
as nothing holds them, not at the garbage collector's next full pass (with the lint's raised
thresholds that pass is rare, and a whole-tree run's workers grew by every evicted tree)."""

from __future__ import annotations

import gc

import libcst as cst

from jaxlint.analysis.module_index import build_index

SOURCE = '''\
import jax
import jax.numpy as jnp


def make_step(scale):
    def inner(x):
        def innermost(y):
            return y * scale
        if x.sum() > 0:
            return innermost(x)
        return x
    return jax.jit(inner)


@jax.jit
def f(x, key):
    a = jax.random.normal(key, x.shape)
    b = jax.random.uniform(key, x.shape)
    print(x)
    return a + b
'''


def _nodes_only_the_collector_frees(make) -> int:
    """How many LibCST nodes `make()` leaves as cyclic garbage (nodes take no weak references:
    the collector's own list of what it found unreachable is the probe)."""
    enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        make()
        gc.collect()
        return sum(isinstance(o, cst.CSTNode) for o in gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if enabled:
            gc.enable()


def test_an_index_with_closures_is_no_cycle():
    def make():
        module = cst.parse_module(SOURCE)
        index = build_index(module, frozenset())
        assert any(info.nested for info in index.functions.values())  # the closures are indexed

    assert _nodes_only_the_collector_frees(make) == 0
