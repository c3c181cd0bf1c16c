"""`len(jnp.where(mask)[0])` to count selected entries in jit (ConcretizationTypeError).

kind: size
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def fraction_positive(x):
    n = len(jnp.where(x > 0)[0])
    return n / x.shape[0]


def main():
    return fraction_positive(jnp.array([1.0, -1.0, 2.0, 3.0]))
