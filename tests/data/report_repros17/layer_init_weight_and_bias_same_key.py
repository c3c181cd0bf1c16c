# Thread: https://github.com/jax-ml/jax/issues/2009
# Shape: the footgun the proposal opens with: a layer initialiser draws its weight and its bias from the same key (`jax.random.uniform(key, ...)` twice), so both come from one stream (the key-reuse checker on)
# expect: KeyReuseError at line 12
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def init_layer(key, n_in, n_out):
    w = jax.random.uniform(key, (n_in, n_out), minval=-1.0, maxval=1.0)
    b = jax.random.uniform(key, (n_out,), minval=-1.0, maxval=1.0)
    return {"w": w, "b": b}


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [init_layer(k, n_in, n_out) for k, n_in, n_out in zip(keys, sizes[:-1], sizes[1:])]


params = init_mlp(jax.random.key(0), [3, 4, 1])
print(jnp.sum(params[0]["w"]))
