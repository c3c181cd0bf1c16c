from functools import partial

import jax
import jax.numpy as jnp

from kernels import rwm_step


def sample(log_prob, x0, key, n, scale=0.5):
    kernel = partial(rwm_step, log_prob, scale)

    def body(i, carry):
        x, key, trace = carry
        key, sub = jax.random.split(key)
        x = kernel(sub, x)
        return x, key, trace.at[i].set(x)

    init = (x0, key, jnp.zeros((n,) + jnp.shape(x0)))
    return jax.lax.fori_loop(0, n, body, init)[2]
