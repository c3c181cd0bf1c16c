# Thread: https://github.com/pymc-devs/pymc/issues/6050
# Shape: the shape the op checks is a static argument of the jitted function, so the assertion compares Python ints at trace time
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


def specifyshape(x, *shape):
    assert x.ndim == len(shape)
    assert x.shape == tuple(shape), ("got shape", x.shape)
    return x


@partial(jax.jit, static_argnums=1)
def logp_fn(raw_mu, n):
    mu = jnp.reshape(raw_mu, (-1,))
    mu = specifyshape(mu, n)
    return -0.5 * jnp.sum(mu ** 2)


print(logp_fn(jnp.ones((2, 2)), 4))
