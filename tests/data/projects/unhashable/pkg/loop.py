import jax.numpy as jnp

from . import model
from .config import Config, FrozenConfig
from .model import scale


def case_relative_list(x):
    return model.step(x, [2, 3])  # expect: JAX810


def case_relative_dataclass(x):
    return model.deepen(x, Config(depth=1))  # expect: JAX810


def ok_relative(x):
    return scale(x, (1, 2)), model.deepen(x, FrozenConfig()), model.step(jnp.ones(6), (3, 2))
