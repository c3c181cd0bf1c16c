import jax
import jax.numpy as jnp


def layer(w, x):
    return jnp.tanh(x @ w)


remat_layer = jax.checkpoint(layer)


def init_stack(key, width, n_layers):
    keys = jax.random.split(key, n_layers)
    return [jax.random.normal(k, (width, width)) / width for k in keys]


def apply_stack(params, x, n_layers, remat=False):
    fn = remat_layer if remat else layer
    for i in range(n_layers):  # expect: JAX202
        x = fn(params[i], x)
    return x
