"""Plain gradient descent with momentum on any loss(params, x[, key, step])."""
import math

import jax
import jax.numpy as jnp


def fit(loss_fn, params, x, steps, lr, with_key=False):
    @jax.jit
    def step(params, velocity, key, i):
        if with_key:
            grads = jax.grad(loss_fn)(params, x, key, i)
        else:
            grads = jax.grad(loss_fn)(params, x)
        velocity = jax.tree_util.tree_map(lambda v, g: 0.9 * v + g, velocity, grads)
        params = jax.tree_util.tree_map(lambda p, v: p - lr * v, params, velocity)
        return params, velocity

    velocity = jax.tree_util.tree_map(jnp.zeros_like, params)
    key = jax.random.PRNGKey(42)
    for i in range(steps):
        key, sub = jax.random.split(key)
        params, velocity = step(params, velocity, sub, jnp.asarray(i, jnp.float32))
    return params


def make_eval_step(flow):
    @jax.jit
    def evaluate(params, x):
        nll = -flow.log_prob(params, x).mean()
        return float(nll) / (x.shape[-1] * math.log(2.0))  # expect: JAX105

    return evaluate
