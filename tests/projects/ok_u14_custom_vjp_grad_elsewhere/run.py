import jax
import jax.numpy as jnp

import solver


def run():
    value, grad = jax.value_and_grad(solver.simulate, 1)(2, jnp.ones(2))
    assert float(value) == 8.0 and grad.shape == (2,)
