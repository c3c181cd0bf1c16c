"""Type-II maximum likelihood by gradient descent on any loss `f(params, *data)`."""
import jax
import jax.numpy as jnp


def adam_init(params):
    zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
    return {"m": zeros, "v": zeros, "t": jnp.zeros((), jnp.int32)}


def adam_step(params, grads, state, lr, b1=0.9, b2=0.999):
    t = state["t"] + 1
    m = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, state["m"], grads)
    v = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * g * g, state["v"], grads)
    corr = jnp.sqrt(1 - b2 ** t) / (1 - b1 ** t)
    params = jax.tree_util.tree_map(lambda p, m, v: p - lr * corr * m / (jnp.sqrt(v) + 1e-8), params, m, v)
    return params, {"m": m, "v": v, "t": t}


def fit(loss_fn, params, data, steps, lr, callbacks=()):
    value_and_grad = jax.jit(jax.value_and_grad(loss_fn))
    state = adam_init(params)
    for step in range(steps):
        loss, grads = value_and_grad(params, *data)
        params, state = adam_step(params, grads, state, lr)
        for callback in callbacks:
            callback(step, loss)
    return params
