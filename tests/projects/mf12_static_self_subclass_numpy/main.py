import jax.numpy as jnp

import problems


def run():
    obj = problems.Rosenbrock()
    x = jnp.zeros(2)
    for _ in range(3):
        v, g = obj.value_and_grad(x)
        x = x - 1e-3 * g
    return v
