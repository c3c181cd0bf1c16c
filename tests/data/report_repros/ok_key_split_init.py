# Thread: https://github.com/jax-ml/jax/issues/192
# Shape: one split key per layer
# expect: ok
import jax

jax.config.update("jax_debug_key_reuse", True)
import jax.numpy as jnp


def init_layer(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)), "b": jnp.zeros(n_out)}


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [init_layer(k, a, b) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


params = init_mlp(jax.random.key(0), [2, 3, 1])
