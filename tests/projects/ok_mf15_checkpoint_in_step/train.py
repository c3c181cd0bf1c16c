import jax
import jax.numpy as jnp

import ckpt


def loss_fn(params, x):
    return jnp.sum((x @ params["w"]) ** 2)


@jax.jit
def train_step(params, x):
    grads = jax.grad(loss_fn)(params, x)
    return {k: params[k] - 0.01 * grads[k] for k in params}


def run():
    params = {"w": jnp.ones((3, 2))}
    for _ in range(2):
        params = train_step(params, jnp.ones((4, 3)))
        ckpt.save("latest", params)
    return ckpt.restore("latest")
