import jax
import jax.numpy as jnp

from optim import make_update


def run():
    step = jax.jit(make_update(0.1, 1.0))
    return step(jnp.ones(3), jnp.ones(3) * 2)
