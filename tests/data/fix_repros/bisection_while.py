"""Bisection for a square root: a while on a tracer whose body holds an if/else (ConcretizationTypeError).

kind: while
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def bisect_sqrt(x):
    lo = 0.0
    hi = jnp.maximum(x, 1.0)
    while hi - lo > 1e-5:
        mid = (lo + hi) / 2
        if mid * mid > x:
            hi = mid
        else:
            lo = mid
    return lo


def main():
    return bisect_sqrt(2.0), bisect_sqrt(0.25)
