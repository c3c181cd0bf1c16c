"""A training script calling the package's jitted functions (JAX810 across modules)."""

import jax.numpy as jnp
import numpy as np

from pkg import model, step
from pkg.config import Config, FrozenConfig, Layers


def case_list(x):
    return step(x, dims=[2, 3])  # expect: JAX810


def case_comprehension(x):
    return model.scale(x, [i for i in range(3)])  # expect: JAX810


def case_array(x):
    factors = np.ones(3)
    return model.scale(x, factors)  # expect: JAX810


def case_dataclass(x):
    return model.deepen(x, Config())  # expect: JAX810


def case_frozen_holding_list(x):
    return model.deepen(x, Layers(sizes=[1]))  # expect: JAX810


def ok_hashable(x):
    dims = (2, 3)
    return step(x, dims=dims), model.deepen(x, FrozenConfig(depth=3)), model.scale(x, (1.0, 2.0))


def ok_traced_list(x):
    return model.scale([x, x], (1,)), step(x, (6,))


def train(x, steps):
    for _ in range(steps):
        x = step(x, dims=(6,))
    return x
