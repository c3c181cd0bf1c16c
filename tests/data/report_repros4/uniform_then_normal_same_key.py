# Thread: https://github.com/jax-ml/jax/pull/17626
# Shape: a jitted noise function draws a uniform and a normal sample from the same key
# expect: KeyReuseError at line 17; cause line 13
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


@jax.jit
def noisy(x, key):
    u = jax.random.uniform(key, x.shape)
    n = jax.random.normal(key, x.shape)
    return x + u * n


noisy(jnp.ones(3), jax.random.key(0))
