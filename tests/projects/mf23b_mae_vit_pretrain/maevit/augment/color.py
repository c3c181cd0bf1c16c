import jax
import jax.numpy as jnp

from .base import Augmentation


class ColorJitter(Augmentation, key="jitter"):
    def __init__(self, brightness=0.2, p=0.8):
        self.brightness, self.p = brightness, p

    def __call__(self, key, image):
        k_apply, k_amount = jax.random.split(key)
        amount = jax.random.uniform(k_amount, minval=-self.brightness, maxval=self.brightness)
        if jax.random.uniform(k_apply) < self.p:  # expect: JAX101
            image = image + amount
        return jnp.clip(image, 0.0, 1.0)
