import jax.numpy as jnp

from trainer import Trainer


def run():
    trainer = Trainer(2.0)
    return trainer.top(jnp.arange(5.0), 3), trainer.head(jnp.arange(4.0), 2), trainer.both(jnp.ones(3))
