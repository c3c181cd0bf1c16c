"""A while whose test is a helper returning a traced bool (TracerBoolConversionError).

kind: while
run: main()
"""
import jax
import jax.numpy as jnp


def converged(x, target):
    return jnp.abs(x - target) < 1e-3


@jax.jit
def approach(x, target):
    while not converged(x, target):
        x = x + 0.5 * (target - x)
    return x


def main():
    return approach(0.0, 1.0)
