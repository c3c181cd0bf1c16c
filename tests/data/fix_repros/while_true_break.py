"""`while True:` with a `break` on a traced test (TracerBoolConversionError).

kind: while
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def first_power_above(x, limit):
    p = 1.0
    while True:
        p = p * x
        if p > limit:
            break
    return p


def main():
    return first_power_above(2.0, 10.0)
