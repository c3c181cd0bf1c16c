import jax.numpy as jnp

from deco import compile
from deco.logging import logged


@compile.jitted
@logged
def simulate(x, v, n_steps, dt=0.1):
    for _ in range(n_steps):
        if (x < 0).any():  # expect: JAX101
            v = -v
        x = x + dt * v
    return x, v
