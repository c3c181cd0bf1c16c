"""Adam over a parameter pytree."""
import jax
import jax.numpy as jnp


def adam_init(params):
    zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
    return {"m": zeros, "v": zeros, "t": jnp.zeros((), jnp.int32)}


def adam_update(cfg, grads, state, params):
    t = state["t"] + 1
    m = jax.tree_util.tree_map(lambda m, g: cfg.b1 * m + (1 - cfg.b1) * g, state["m"], grads)
    v = jax.tree_util.tree_map(lambda v, g: cfg.b2 * v + (1 - cfg.b2) * g * g, state["v"], grads)
    c1, c2 = 1 - cfg.b1 ** t, 1 - cfg.b2 ** t
    params = jax.tree_util.tree_map(lambda p, m, v: p - cfg.lr * (m / c1) / (jnp.sqrt(v / c2) + 1e-8), params, m, v)
    return params, {"m": m, "v": v, "t": t}
