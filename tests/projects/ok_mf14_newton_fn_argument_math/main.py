import jax.numpy as jnp

import problems
from solver import Newton


def run():
    newton = Newton(tol=1e-8)
    root = newton.solve(problems.cube_root_of_two, jnp.float32(1.0))
    anomaly = newton.solve(problems.kepler(0.1, 1.0), jnp.float32(1.0))
    return root, anomaly
