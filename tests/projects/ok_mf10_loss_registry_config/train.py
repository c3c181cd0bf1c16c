import jax
import jax.numpy as jnp

from config import CONFIG
from losses import LOSSES

loss_fn = LOSSES[CONFIG.loss]


@jax.jit
def step(w, x, y):
    def objective(w):
        return loss_fn(x @ w - y, CONFIG.delta)

    return w - CONFIG.lr * jax.grad(objective)(w)


def run():
    w = jnp.zeros(3)
    x = jnp.ones((8, 3))
    y = jnp.arange(8.0)
    for _ in range(CONFIG.steps):
        w = step(w, x, y)
    return w
