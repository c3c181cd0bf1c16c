import jax
import jax.numpy as jnp

from aug.noise import jitter

augment = jax.jit(jitter)


def epochs(x, n_epochs):
    for _ in range(n_epochs):
        yield augment(x)
