from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("dims",))
def step(x, dims):
    return x.reshape(dims) * 2.0


def _scale(x, factors):
    return x * sum(factors)


scale = jax.jit(_scale, static_argnums=(1,))


@partial(jax.jit, static_argnums=(1,))
def deepen(x, config):
    for _ in range(config.depth):
        x = jnp.tanh(x)
    return x
