import jax
import jax.numpy as jnp

from ema import init_ema, update_ema


def loss_fn(params, x):
    return jnp.sum((x @ params["w"] + params["b"]) ** 2)


@jax.jit
def train_step(params, ema, x):
    grads = jax.grad(loss_fn)(params, x)
    params = {k: params[k] - 0.01 * grads[k] for k in params}
    return params, update_ema(ema, params, 0.99)


def run():
    params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
    ema = init_ema(params)
    return train_step(params, ema, jnp.ones((4, 3)))
