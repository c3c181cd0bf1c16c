import jax
import jax.numpy as jnp

from losses import LOSSES

loss_fn = LOSSES["huber"]


@jax.jit
def step(w, x, y):
    g = jax.grad(lambda w: loss_fn(x @ w, y))(w)
    return w - 0.1 * g


def run():
    return step(jnp.zeros((3, 1)), jnp.ones((8, 3)), jnp.ones((8, 1)))
