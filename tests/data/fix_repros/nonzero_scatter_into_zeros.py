"""jnp.nonzero in jit to find the entries above a threshold, then a one-hot mark at each (ConcretizationTypeError).

kind: size
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def mark_above(x, t):
    (hits,) = jnp.nonzero(x > t)
    return jnp.zeros(x.shape, dtype=jnp.int32).at[hits].add(1)


def main():
    return mark_above(jnp.array([0.9, 0.1, 0.7, 0.2]), 0.5)
