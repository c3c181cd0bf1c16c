# Thread: https://github.com/jax-ml/jax/issues/192
# Shape: one key handed to two layer initialisers of a plain-JAX MLP
# expect: KeyReuseError at line 11; cause line 15
import jax

jax.config.update("jax_debug_key_reuse", True)
import jax.numpy as jnp


def init_layer(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)), "b": jnp.zeros(n_out)}


def init_mlp(key, sizes):
    return [init_layer(key, a, b) for a, b in zip(sizes[:-1], sizes[1:])]


params = init_mlp(jax.random.key(0), [2, 3, 1])
