"""The shape round 27 of untuned published code (tests/data/unseen27_triage.md) found reported on
correct code, beside neighbours that are still bugs. Every case runs under JAX first (the label:
the exception it raises, or None), then is linted.

U  A traced function stores a tracer on an object (`state.I = state.I * weight`) that the
   function applying the transform built itself and never reads again: bound by
   `functools.partial` (`jax.value_and_grad(partial(loss, state))(w)`, then `state = State(...)`
   anew) or read as a closure variable (`neuron_state` of the test method around `loss_fn`). The
   tracer dies unread. Reading the object after the trace, through its name or an alias made
   before it, applying the transform again to the same object in a loop, or an object built
   outside the applying function (a module global, a factory's result) is still reported.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = """import jax
import jax.numpy as jnp
from dataclasses import dataclass
from functools import partial


@dataclass
class State:
    V: object
    I: object


jax.tree_util.register_dataclass(State, data_fields=["V", "I"], meta_fields=[])


def solve(state):
    return state.V + 2.0 * state.I


def loss(state, weight):
    state.I = state.I * weight
    return jax.jit(solve)(state)
"""

# --- class U (jaxsnn tests/sw/test_event_root_newton.py, test_event_root_ttfs.py) ----------------
STORES = {
    # the trace's store dies unread
    "partial_bound_then_rebuilt": ("""
def run():
    state = State(V=0.0, I=2.0)
    value, grad = jax.value_and_grad(partial(loss, state))(jnp.array(1.0))
    assert float(grad) == 4.0
    state = State(V=0.0, I=1.0)
    value, grad = jax.value_and_grad(partial(loss, state))(jnp.array(1.0))
    assert float(grad) == 2.0


run()
""", None, ""),
    "closure_never_read_after": ("""
def run():
    neuron_state = State(V=0.0, I=3.0)

    def loss_fn(weight):
        neuron_state.I = neuron_state.I * weight
        return jax.jit(solve)(neuron_state)

    value, grad = jax.value_and_grad(loss_fn)(jnp.array(1.0))
    assert float(grad) == 6.0


run()
""", None, ""),
    "attribute_read_before": ("""
def run():
    state = State(V=0.0, I=2.0)
    start = state.I
    value, grad = jax.value_and_grad(partial(loss, state))(jnp.array(1.0))
    return start + grad


run()
""", None, ""),
    # neighbours: something reads the stored tracer after the trace
    "partial_bound_read_after": ("""
def run():
    state = State(V=0.0, I=2.0)
    jax.value_and_grad(partial(loss, state))(jnp.array(1.0))
    return state.I + 1


run()
""", "UnexpectedTracerError", "JAX301"),
    "closure_read_after": ("""
def run():
    neuron_state = State(V=0.0, I=3.0)

    def loss_fn(weight):
        neuron_state.I = neuron_state.I * weight
        return jax.jit(solve)(neuron_state)

    jax.value_and_grad(loss_fn)(jnp.array(1.0))
    return neuron_state.I + 1


run()
""", "UnexpectedTracerError", "JAX301"),
    "alias_made_before": ("""
def run():
    state = State(V=0.0, I=2.0)
    kept = [state]
    jax.value_and_grad(partial(loss, state))(jnp.array(1.0))
    return kept[0].I + 1


run()
""", "UnexpectedTracerError", "JAX301"),
    "applied_again_in_a_loop": ("""
def run():
    state = State(V=0.0, I=2.0)
    for _ in range(2):
        jax.value_and_grad(partial(loss, state))(jnp.array(1.0))


run()
""", "UnexpectedTracerError", "JAX301"),
    "built_by_a_factory": ("""
SHARED = State(V=0.0, I=2.0)


def current():
    return SHARED


def run():
    state = current()
    jax.value_and_grad(partial(loss, state))(jnp.array(1.0))


run()
SHARED.I + 1
""", "UnexpectedTracerError", "JAX301"),
    "module_global": ("""
state = State(V=0.0, I=2.0)
jax.value_and_grad(partial(loss, state))(jnp.array(1.0))
state.I + 1
""", "UnexpectedTracerError", "JAX301"),
}


@pytest.mark.parametrize("name", sorted(STORES))
def test_store_on_an_object_that_dies_unread(name):
    source, error, finding = STORES[name]
    assert_shape_case(name, HEADER + source, error, finding)
