# Thread: https://github.com/RobertTLange/gymnax/issues/14
# Shape: environment parameters that decide observation shapes are a plain dict marked static for jit; a dict cannot be hashed, so the first call of the jitted step raises
# expect: ValueError at line 24
import functools

import jax
import jax.numpy as jnp


def default_params():
    return {"grid_size": 5, "max_steps": 100}


@functools.partial(jax.jit, static_argnums=2)
def step(key, state, params):
    pos = jnp.clip(state + jax.random.randint(key, (2,), -1, 2), 0, params["grid_size"] - 1)
    obs = jnp.zeros((params["grid_size"], params["grid_size"])).at[pos[0], pos[1]].set(1.0)
    return obs, pos


key = jax.random.key(0)
state = jnp.array([2, 2])
params = default_params()
obs, state = step(key, state, params)
print(obs.shape)
