# Thread: https://github.com/google/jaxopt/issues/557
# Shape: a Python `if` on a traced value inside a `lax.cond` branch of a line search
# expect: TracerBoolConversionError at line 11
import jax
import jax.numpy as jnp
from jax import lax


def _update_interval(state):
    low, high, value = state
    if value > 0:
        return (low, value, value)
    return (value, high, value)


def _keep(state):
    return state


def step(state, done):
    return lax.cond(done, _keep, _update_interval, state)


jax.jit(step)((jnp.array(0.0), jnp.array(1.0), jnp.array(0.5)), False)
