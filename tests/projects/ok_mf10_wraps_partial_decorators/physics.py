import jax.numpy as jnp

from deco import compile
from deco.logging import logged


@compile.jitted
@logged
def simulate(x, v, n_steps, dt=0.1):
    for _ in range(n_steps):
        v = jnp.where((x < 0).any(), -v, v)
        x = x + dt * v
    return x, v
