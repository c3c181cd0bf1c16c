# Thread: https://github.com/RobertTLange/gymnax/issues/14
# Shape: the parameters are an immutable NamedTuple, which hashes, so they can be a static argument that fixes the observation shape
# expect: ok
import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvParams(NamedTuple):
    grid_size: int = 5
    max_steps: int = 100


@functools.partial(jax.jit, static_argnums=2)
def step(key, state, params):
    pos = jnp.clip(state + jax.random.randint(key, (2,), -1, 2), 0, params.grid_size - 1)
    obs = jnp.zeros((params.grid_size, params.grid_size)).at[pos[0], pos[1]].set(1.0)
    return obs, pos


key = jax.random.key(0)
state = jnp.array([2, 2])
params = EnvParams()
obs, state = step(key, state, params)
print(obs.shape)
