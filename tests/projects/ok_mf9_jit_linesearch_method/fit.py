import jax
import jax.numpy as jnp

from optim.linesearch import Backtracking
from problems import rosenbrock


def run():
    ls = Backtracking(rosenbrock)
    step = jax.jit(ls.search)
    x = jnp.array([-1.0, 1.0])
    for _ in range(5):
        x = step(x, -jax.grad(rosenbrock)(x))
    return float(rosenbrock(x))
