"""Multi-file round 24b (the mf24b_* projects): the capabilities it added, each case beside a
neighbour where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- `class Agent(abc.ABC)`: a class whose only library base is `abc.ABC` is an ordinary Python
  object (the base adds abstract-method bookkeeping, nothing on an instance), so what its
  constructor binds is read as for a class without the base (`Runner(Agent(cfg))`, then
  `self.agent.act(...)` reading `self.epsilon`); before, the library base made its instances unknown.
- `self.rewards = [0.01] + [0.0] * (n - 2) + [1.0]`: lists added, and a list display repeated by a
  whole number, are a list of those elements, so a tracer indexing it is found (before, only a
  display was known to be a list). A NumPy array times a list display is an array: said nothing of.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

_AGENT = """
import abc

import jax
import jax.numpy as jnp


class Schedule:
    def __init__(self, decay):
        self.decay = decay

    def __call__(self, step):
        BODY


class Agent(BASE):
    def __init__(self, decay):
        self.epsilon = Schedule(decay)

    def act(self, step, key):
        return jax.random.uniform(key) < self.epsilon(step)


class Runner:
    def __init__(self, agent):
        self.agent = agent
        self._collect = jax.jit(self.collect)

    def collect(self, step, key):
        def body(step, key):
            return step + 1, self.agent.act(step, key)
        return jax.lax.scan(body, step, jax.random.split(key, 3))


Runner(Agent(100.0))._collect(jnp.zeros((), jnp.int32), jax.random.PRNGKey(0))
"""

_FLOAT = "return min(float(step) / self.decay, 1.0)"
_ARRAY = "return jnp.minimum(step / self.decay, 1.0)"

AGENT_CASES = [
    ("abc_base_attribute_read", "abc.ABC", _FLOAT, "ConcretizationTypeError", "JAX105"),
    ("abc_base_attribute_read_ok", "abc.ABC", _ARRAY, None, ""),
    ("no_base_attribute_read", "object", _FLOAT, "ConcretizationTypeError", "JAX105"),
]


@pytest.mark.parametrize("name, base, body, error, finding", AGENT_CASES, ids=[c[0] for c in AGENT_CASES])
def test_an_abstract_base_keeps_an_object_ordinary(name, base, body, error, finding):
    assert_shape_case(name, _AGENT.replace("BASE", base).replace("BODY", body), error, finding)


_CHAIN = """
import jax
import jax.numpy as jnp
import numpy as np


class Chain:
    def __init__(self, length=5):
        self.rewards = REWARDS

    def step(self, pos):
        return self.rewards[pos] * 2.0


chain = Chain()
jax.jit(chain.step)(jnp.asarray(2))
"""

CHAIN_CASES = [
    ("list_concatenated_and_repeated", "[0.01] + [0.0] * (length - 2) + [1.0]",
     "TracerIntegerConversionError", "JAX201"),
    ("list_repeated_by_a_literal", "[0.0] * 4 + [1.0]", "TracerIntegerConversionError", "JAX201"),
    ("tuple_concatenated", "(0.01, 0.0) + (0.0, 0.0, 1.0)", "TracerIntegerConversionError", "JAX201"),
    # the fixed twin: a JAX array of the same list, indexed by the tracer
    ("jax_array_of_the_list", "jnp.asarray([0.01] + [0.0] * (length - 2) + [1.0])", None, ""),
]


@pytest.mark.parametrize("name, rewards, error, finding", CHAIN_CASES, ids=[c[0] for c in CHAIN_CASES])
def test_a_list_built_by_arithmetic_indexed_by_a_tracer(name, rewards, error, finding):
    assert_shape_case(name, _CHAIN.replace("REWARDS", rewards), error, finding)
