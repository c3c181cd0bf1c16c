# Thread: https://github.com/jax-ml/jax/issues/4449
# Shape: attention in plain JAX: math on static shapes, dtype checks, asserts on shapes, isinstance
# expect: ok
import math
from functools import partial

import jax
import jax.numpy as jnp


def attention(q, k, v, mask=None, causal=False):
    assert q.shape[-1] == k.shape[-1], (q.shape, k.shape)
    scale = 1.0 / math.sqrt(q.shape[-1])
    scores = q @ k.swapaxes(-1, -2) * scale
    if causal:
        n = scores.shape[-1]
        scores = jnp.where(jnp.tril(jnp.ones((n, n), bool)), scores, -1e9)
    if mask is not None:
        scores = jnp.where(mask, scores, -1e9)
    if jnp.issubdtype(q.dtype, jnp.floating) and isinstance(q, jax.Array):
        scores = scores.astype(q.dtype)
    heads = int(q.shape[0] / 1)
    return jax.nn.softmax(scores, axis=-1) @ v, heads


@partial(jax.jit, static_argnames=("causal",))
def layer(x, causal):
    out, heads = attention(x, x, x, causal=causal)
    return out * heads


layer(jnp.ones((4, 8)), causal=True)
