import jax
import jax.numpy as jnp

from loader import augment_batch


def main():
    images = jnp.ones((4, 32, 32))
    return augment_batch(jax.random.key(0), images)
