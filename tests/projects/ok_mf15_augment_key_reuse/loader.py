import jax
import jax.numpy as jnp

from data.augment import augment

augment_batch = jax.jit(jax.vmap(augment))


def run():
    images = jnp.ones((4, 6, 6))
    keys = jax.random.split(jax.random.key(0), 4)
    return augment_batch(keys, images)
