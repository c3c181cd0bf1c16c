import jax
import jax.numpy as jnp
from jax import lax

import model
from utils.batching import split_micro


@jax.jit
def accumulate_grads(w, batch, n_micro):
    micro = split_micro(batch, n_micro)

    def body(acc, x):
        return acc + jax.grad(model.loss)(w, x), None

    total, _ = lax.scan(body, jnp.zeros_like(w), micro)
    return total / n_micro


def demo():
    w = jnp.ones(3)
    batch = jnp.ones((8, 3))
    return accumulate_grads(w, batch, 4)
