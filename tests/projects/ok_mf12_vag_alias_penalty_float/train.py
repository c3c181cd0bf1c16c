import jax
import jax.numpy as jnp

import model as m

step_fn = jax.jit(jax.value_and_grad(m.loss))


def run():
    params = m.init(3)
    x, y = jnp.ones((8, 3)), jnp.zeros(8)
    for _ in range(3):
        value, grads = step_fn(params, x, y)
        params = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
    return value
