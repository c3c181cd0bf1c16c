# Thread: https://github.com/google/jaxopt/issues/557
# Shape: the same branch with `jnp.where`
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


def _update_interval(state):
    low, high, value = state
    pos = value > 0
    return (jnp.where(pos, low, value), jnp.where(pos, value, high), value)


def _keep(state):
    return state


def step(state, done):
    return lax.cond(done, _keep, _update_interval, state)


jax.jit(step)((jnp.array(0.0), jnp.array(1.0), jnp.array(0.5)), False)
