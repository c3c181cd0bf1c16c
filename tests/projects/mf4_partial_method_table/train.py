import jax.numpy as jnp

from trainer import Trainer


def run():
    t = Trainer(0.1)
    return t.step(jnp.ones(3), jnp.array([0.1, 0.7, 0.2]))
