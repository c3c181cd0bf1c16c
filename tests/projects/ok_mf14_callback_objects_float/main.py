import jax.numpy as jnp

from callbacks import default_callbacks
from trainer import Trainer


def run():
    trainer = Trainer(lr=0.1, callbacks=default_callbacks())
    x = jnp.ones((8, 3))
    y = jnp.ones(8)
    return trainer.fit(jnp.zeros(3), x, y, steps=3)
