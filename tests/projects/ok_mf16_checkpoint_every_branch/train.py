import jax
import jax.numpy as jnp

import ckpt


def body(i, params):
    return params - 0.01 * jax.grad(lambda p: jnp.sum(p**2))(params)


@jax.jit
def fit(params):
    return jax.lax.fori_loop(0, 20, body, params)


def run():
    params = fit(jnp.ones(3))
    ckpt.maybe_save(20, params)
    return params
