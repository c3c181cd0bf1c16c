# Thread: https://github.com/jax-ml/jax/issues/4418
# Shape: a custom_jvp with a static nondiff argument used in Python control flow
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.custom_jvp, nondiff_argnums=(1,))
def soft_clip(x, hard):
    if hard:
        return jnp.clip(x, -1.0, 1.0)
    return jnp.tanh(x)


@soft_clip.defjvp
def soft_clip_jvp(hard, primals, tangents):
    (x,), (t,) = primals, tangents
    return soft_clip(x, hard), t * (1.0 - jnp.tanh(x) ** 2)


jax.jit(jax.grad(lambda x: soft_clip(x, False)))(0.5)
