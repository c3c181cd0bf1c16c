"""jnp.nonzero in jit to gather the active entries, then summed (NonConcreteBooleanIndexError / ConcretizationTypeError).

kind: size
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def active_sum(x, mask):
    (idx,) = jnp.nonzero(mask)
    return jnp.sum(x[idx] * 0.0 + 1.0)


def main():
    return active_sum(jnp.array([1.0, 2.0, 3.0, 4.0]), jnp.array([True, False, True, False]))
