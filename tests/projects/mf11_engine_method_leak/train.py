import jax
import jax.numpy as jnp

import engine


def run():
    trainer = engine.core.Trainer(0.01)
    step = jax.jit(trainer.step)
    w = jnp.ones(3)
    for _ in range(2):
        w = step(w, jnp.ones((4, 3)))
    return trainer.history[-1] + 1.0
