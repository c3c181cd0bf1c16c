from functools import partial

import jax
import jax.numpy as jnp

from odekit import integrate


def lorenz(t, y, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    x, v, z = y
    return jnp.stack([sigma * (v - x), x * (rho - z) - v, x * v - beta * z])


def main():
    solve = jax.jit(partial(integrate, lorenz, t1=0.5))
    return solve(jnp.array([1.0, 1.0, 1.0]))


if __name__ == "__main__":
    print(main())
