# Thread: https://github.com/jax-ml/jax/pull/2508
# Shape: the section count is bound with functools.partial before jit
# expect: ok
import functools

import jax
import jax.numpy as jnp


def chunks(x, num_chunks):
    parts = jnp.split(x, num_chunks)
    return jnp.stack([p.sum() for p in parts])


jax.jit(functools.partial(chunks, num_chunks=3))(jnp.arange(6.0))
