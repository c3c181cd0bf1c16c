import jax
import jax.numpy as jnp

import losses


def loss_of(w, x, y):
    return losses.safe_mse(x @ w, y)


grad_fn = jax.jit(jax.grad(loss_of))


def run():
    x = jnp.ones((4, 3))
    return grad_fn(jnp.zeros(3), x, jnp.ones(4))
