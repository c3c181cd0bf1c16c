import jax
import jax.numpy as jnp
import optax

from opt import scale_by_warmup


def loss(params, x):
    return jnp.mean((x @ params) ** 2)


def main():
    tx = optax.chain(scale_by_warmup(3), optax.sgd(0.1))
    params = jnp.ones(3)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, x):
        grads = jax.grad(loss)(params, x)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state

    for _ in range(4):
        params, opt_state = step(params, opt_state, jnp.ones((2, 3)))
    return params
