import jax
import jax.numpy as jnp

import losses

grad_fn = jax.value_and_grad(losses.cross_entropy, has_aux=True)


@jax.jit
def step(params, x, labels):
    (loss, info), grads = grad_fn(params, x, labels)
    return params - 0.1 * grads, loss, info


def run():
    params = jnp.zeros((3, 4))
    x = jnp.ones((8, 3))
    labels = jnp.arange(8) % 4
    params, loss, info = step(params, x, labels)
    return info
