from typing import NamedTuple

import jax
import jax.numpy as jnp


class LineSearchState(NamedTuple):
    x: jax.Array
    step: jax.Array
    it: jax.Array


def cond_fun(state, max_iter=20):
    return (state.it < max_iter) & (jnp.abs(state.x).max() > 1e-3)


def body_fun(state, grad_fn, min_step):
    g = grad_fn(state.x)
    step = jnp.maximum(state.step * 0.5, max(min_step, 1e-4))
    return LineSearchState(state.x - step * g, step, state.it + 1)
