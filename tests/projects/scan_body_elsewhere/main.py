import jax.numpy as jnp
from jax import lax

from steps import train_step


def run():
    xs = jnp.ones((5, 4, 3))
    ys = jnp.ones((5, 4))
    (w, _), losses = lax.scan(train_step, (jnp.zeros(3), 0), (xs, ys))
    return w
