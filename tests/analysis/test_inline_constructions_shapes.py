"""A transform of a method of an object built in the same expression (`jax.jit(Agent(cfg).act)`,
`jax.vmap(make_agent(2.0).act)`).

`agent = Agent(cfg); jax.jit(agent.act)` was followed (the method, `self` bound to what the binding
builds), but the same construction written in place was not: the attribute's receiver is a call,
not a name, so the transform's function was unknown and its body unread (seen by branch
multifile24b while probing its DQN package). The receiver call now resolves as a binding's value
does: a class of the module, a factory of the module returning one class's object, or a classmethod
building its class. What the object's fields hold is not read from the call (fields stay unknown,
so reads of static fields stay quiet).

Every case runs under JAX first (the label), then is linted.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

_CASES = {
    "method_of_an_object_built_in_the_jit_call": ('''
import jax
import jax.numpy as jnp


class Agent:
    def __init__(self, scale):
        self.scale = scale

    def act(self, x):
        if x.sum() > 0:
            return x * self.scale
        return x


act = jax.jit(Agent(2.0).act)
print(act(jnp.ones(3)))
''', 'TracerBoolConversionError', "JAX101"),
    "method_of_an_object_a_factory_builds_in_the_jit_call": ('''
import jax
import jax.numpy as jnp


class Agent:
    def __init__(self, scale):
        self.scale = scale

    def act(self, x):
        return x * self.scale if x.max() > 1 else x


def make_agent(scale):
    return Agent(scale)


act = jax.jit(make_agent(2.0).act)
print(act(jnp.ones(3)))
''', 'TracerBoolConversionError', "JAX101"),
    "methods_of_objects_built_in_place_reading_static_fields": ('''
import jax
import jax.numpy as jnp


class Agent:
    def __init__(self, scale, greedy):
        self.scale = scale
        self.greedy = greedy
        self.sizes = [3, 4]

    def act(self, x):
        if self.greedy:
            return x * self.scale
        for n in self.sizes:
            x = x + n
        return x


act = jax.jit(Agent(2.0, greedy=True).act)
print(act(jnp.ones(3)))
explore = jax.vmap(Agent(1.0, False).act)
print(explore(jnp.ones((2, 3))))
''', None, ""),
}


@pytest.mark.parametrize("name", sorted(_CASES))
def test_methods_of_objects_built_in_place(name):
    source, error, finding = _CASES[name]
    assert_shape_case(name, source, error, finding)
