"""First index above a threshold, written as an early return inside a static loop (TracerBoolConversionError).

kind: where
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def first_above(x, t):
    for i in range(x.shape[0]):
        if x[i] > t:
            return i
    return -1


def main():
    x = jnp.array([0.1, 0.5, 0.9])
    return first_above(x, 0.4), first_above(x, 2.0)
