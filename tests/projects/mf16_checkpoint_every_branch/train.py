import jax
import jax.numpy as jnp

import ckpt


def body(i, params):
    params = params - 0.01 * jax.grad(lambda p: jnp.sum(p**2))(params)
    ckpt.maybe_save(i, params)
    return params


@jax.jit
def fit(params):
    return jax.lax.fori_loop(0, 20, body, params)


def run():
    return fit(jnp.ones(3))
