import jax
import jax.numpy as jnp
import optax

import utils.tree as tu
from opt import warmup_linear


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] - y) ** 2)


def make_step(optimizer):
    @jax.jit
    def step(params, opt_state, x, y, lr_scale):
        grads = jax.grad(loss_fn)(params, x, y)
        grads = tu.tree_scale(grads, lr_scale)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state

    return step


def main():
    optimizer = optax.sgd(1.0)
    params = {"w": jnp.zeros(3)}
    opt_state = optimizer.init(params)
    step = make_step(optimizer)
    x, y = jnp.ones((4, 3)), jnp.ones(4)
    for lr in jnp.linspace(0.01, 0.1, 3):
        params, opt_state = step(params, opt_state, x, y, lr)
    schedule = warmup_linear(10, 3, 0.1)
    return params, schedule
