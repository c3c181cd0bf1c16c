import jax
import jax.numpy as jnp

import ops


def loss(x):
    return ops.clipped_identity(x).sum() * 3.0


def run():
    return jax.jit(jax.grad(loss))(jnp.ones(2))
