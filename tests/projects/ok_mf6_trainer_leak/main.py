import jax.numpy as jnp

from trainer import Trainer


def run():
    trainer = Trainer()
    params = {"w": jnp.zeros(2), "b": jnp.zeros(())}
    x = jnp.ones((4, 2))
    y = jnp.arange(4.0)
    params, loss = trainer.fit(params, x, y)
    print(trainer.tracker.summary())
