import jax
import jax.numpy as jnp

from aug.noise import jitter

augment = jax.jit(jitter)


def epochs(x, n_epochs, seed=0):
    for key in jax.random.split(jax.random.key(seed), n_epochs):
        yield augment(key, x)
