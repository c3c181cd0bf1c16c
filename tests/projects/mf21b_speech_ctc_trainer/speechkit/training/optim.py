"""SGD with momentum over arbitrary pytrees."""
import jax
import jax.numpy as jnp


def momentum_init(params):
    return jax.tree_util.tree_map(jnp.zeros_like, params)


def momentum_update(params, grads, velocity, lr, beta):
    velocity = jax.tree_util.tree_map(lambda v, g: beta * v + g, velocity, grads)
    params = jax.tree_util.tree_map(lambda p, v: p - lr * v, params, velocity)
    return params, velocity
