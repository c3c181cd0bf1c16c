import jax.numpy as jnp

from solvers import newton_sqrt
from utils import timed


@timed
def main():
    a = jnp.array([2.0, 9.0, 16.0])
    root = newton_sqrt(a)
    print(root)
    return root
