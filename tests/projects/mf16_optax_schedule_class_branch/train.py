import jax
import jax.numpy as jnp
import optax

from optim import make_optimizer

tx = make_optimizer()


@jax.jit
def step(params, opt_state, x):
    grads = jax.grad(lambda p: jnp.sum((x @ p) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


def run():
    params = jnp.ones((3, 1))
    opt_state = tx.init(params)
    for _ in range(2):
        params, opt_state = step(params, opt_state, jnp.ones((4, 3)))
    return params
