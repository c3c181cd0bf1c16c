# Thread: https://github.com/jax-ml/jax/pull/3670
# Shape: total_repeat_length fixes the output size, so traced counts are fine
# expect: ok
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="total")
def expand_tokens(tokens, counts, total):
    return jnp.repeat(tokens, counts, total_repeat_length=total)


print(expand_tokens(jnp.array([1, 2, 3]), jnp.array([2, 1, 2]), total=5))
