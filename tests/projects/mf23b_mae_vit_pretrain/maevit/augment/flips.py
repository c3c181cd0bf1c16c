import jax
import jax.numpy as jnp

from .base import Augmentation


class HorizontalFlip(Augmentation, key="hflip"):
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, key, image):
        flip = jax.random.bernoulli(key, self.p)
        return jnp.where(flip, image[:, ::-1], image)
