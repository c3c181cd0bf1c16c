# Thread: https://github.com/nissymori/JAX-CORL/pull/59
# Shape: the PR makes the config hashable: a NamedTuple, usable as a static argument
# expect: ok
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class IQLConfig(NamedTuple):
    expectile: float = 0.7
    discount: float = 0.99


@partial(jax.jit, static_argnums=(2,))
def update_value(v, q, config):
    diff = q - v
    weight = jnp.where(diff > 0, config.expectile, 1 - config.expectile)
    return jnp.mean(weight * diff ** 2)


loss = update_value(jnp.zeros(4), jnp.ones(4), IQLConfig())
