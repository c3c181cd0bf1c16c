import jax
import jax.numpy as jnp

from optim import Adam

opt = Adam(lr=0.01)


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def step(params, opt_state, x, y):
    grads = jax.grad(loss_fn)(params, x, y)
    return opt.update(grads, opt_state, params)


def run():
    params = {"w": jnp.zeros((3, 1)), "b": jnp.zeros(1)}
    opt_state = opt.init(params)
    x, y = jnp.ones((8, 3)), jnp.ones((8, 1))
    for _ in range(3):
        params, opt_state = step(params, opt_state, x, y)
    return params
