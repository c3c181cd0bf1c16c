"""A hand-written Adam over parameter pytrees."""
import jax
import jax.numpy as jnp


def adam_init(params):
    zeros = jax.tree.map(jnp.zeros_like, params)
    return {"m": zeros, "v": zeros, "count": jnp.zeros((), jnp.int32)}


def adam_update(grads, state, params, lr, b1=0.9, b2=0.999, eps=1e-8):
    count = state["count"] + 1
    m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, state["m"], grads)
    v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, state["v"], grads)
    m_hat = jax.tree.map(lambda m: m / (1 - b1 ** count), m)
    v_hat = jax.tree.map(lambda v: v / (1 - b2 ** count), v)
    new_params = jax.tree.map(lambda p, m, v: p - lr * m / (jnp.sqrt(v) + eps), params, m_hat, v_hat)
    return new_params, {"m": m, "v": v, "count": count}
