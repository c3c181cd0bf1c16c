# Thread: https://github.com/jax-ml/jax/pull/20139
# Shape: reuse that is intended goes through jax.random.clone
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


@jax.jit
def paired(x, key):
    twin = jax.random.clone(key)
    a = jax.random.normal(key, x.shape)
    b = jax.random.normal(twin, x.shape)
    return x + a - b


paired(jnp.ones(3), jax.random.key(0))
