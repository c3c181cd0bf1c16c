import jax.numpy as jnp

from trainer import Trainer


def run():
    t = Trainer(0.1, 3)
    w = jnp.zeros((4, 3))
    x = jnp.ones((5, 4))
    y = jnp.array([0, 1, 2, 1, 0])
    for _ in range(3):
        w, loss = t.step(w, x, y)
    return float(loss)
