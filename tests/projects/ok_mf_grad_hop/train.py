import jax
import jax.numpy as jnp

import grads

step = jax.jit(grads.grad_fn)


def run():
    return step(jnp.ones(3), jnp.ones((2, 3)))
