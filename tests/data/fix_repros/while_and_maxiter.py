"""Fixed-point solver with `while err > tol and it < maxiter` (the `and` of a tracer and the while both fail).

kind: while
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def fixed_point(x0):
    x = x0
    err = 1.0
    it = 0
    while err > 1e-5 and it < 100:
        x_new = jnp.cos(x)
        err = jnp.abs(x_new - x)
        x = x_new
        it += 1
    return x


def main():
    return fixed_point(1.0)
