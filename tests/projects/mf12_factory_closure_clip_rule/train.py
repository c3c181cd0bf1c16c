import jax.numpy as jnp

from config import OptConfig
from steps import make_step


def run():
    step = make_step(OptConfig(lr=0.05))
    w = jnp.zeros(3)
    x, y = jnp.ones((4, 3)), jnp.ones(4)
    for _ in range(5):
        w = step(w, x, y)
    return w
