# Thread: https://github.com/jax-ml/jax/issues/14597
# Shape: the fix draws the gamma part from the second key
# expect: ok
import jax
import jax.numpy as jnp
from jax import random

jax.config.update("jax_debug_key_reuse", True)


def student_t(key, df, shape=(), dtype=jnp.float32):
    key_n, key_g = random.split(key)
    n = random.normal(key_n, shape, dtype)
    half_df = df / 2
    g = random.gamma(key_g, half_df, shape, dtype)
    return n * jnp.sqrt(half_df / g)


print(student_t(random.key(0), 3.0, (4,)))
