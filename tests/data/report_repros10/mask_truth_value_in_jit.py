# Thread: https://github.com/jax-ml/jax/pull/17650
# Shape: a jitted function tests a multi-element mask with a Python `if`
# expect: ValueError at line 9
import jax
import jax.numpy as jnp


def clip_if_any_negative(x):
    if x < 0:
        return jnp.clip(x, 0)
    return x


print(jax.jit(clip_if_any_negative)(jnp.arange(5) - 2))
