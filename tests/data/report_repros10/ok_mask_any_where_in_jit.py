# Thread: https://github.com/jax-ml/jax/pull/17650
# Shape: the same clip written as jnp.where on the mask, traceable under jit
# expect: ok
import jax
import jax.numpy as jnp


def clip_if_any_negative(x):
    return jnp.where(jnp.any(x < 0), jnp.clip(x, 0), x)


print(jax.jit(clip_if_any_negative)(jnp.arange(5) - 2))
