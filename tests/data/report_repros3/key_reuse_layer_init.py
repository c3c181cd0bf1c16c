# Thread: https://github.com/jax-ml/jax/issues/2009
# Shape: a jitted parameter initialiser draws the weights and the bias from the same key
# expect: KeyReuseError at line 17; cause line 12
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def init_layer(key, n_in, n_out):
    w = jax.random.uniform(key, (n_in, n_out))
    b = jax.random.uniform(key, (n_out,))
    return {"w": w, "b": b}


init = jax.jit(init_layer, static_argnums=(1, 2))
params = init(jax.random.key(0), 10, 10)
