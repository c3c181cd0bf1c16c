from functools import partial

import jax
import jax.numpy as jnp

from ..losses.focal import focal_loss

loss = partial(focal_loss, gamma=2.0)
grad_fn = jax.jit(jax.grad(loss))


def run():
    w = jnp.zeros((3, 3))
    x = jnp.ones((6, 3))
    labels = jnp.array([0, 1, 2, 0, 1, 2])
    for _ in range(2):
        w = w - 0.1 * grad_fn(w, x, labels)
    return w
