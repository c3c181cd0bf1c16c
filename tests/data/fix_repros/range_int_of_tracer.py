"""`for i in range(int(n))` on a traced count (ConcretizationTypeError from int()).

kind: fori
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def geometric_sum(r, n):
    total = 0.0
    term = 1.0
    for i in range(int(n)):
        total = total + term
        term = term * r
    return total


def main():
    return geometric_sum(0.5, 4)
