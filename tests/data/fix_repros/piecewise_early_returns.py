"""Piecewise activation with early returns, jitted and differentiated (TracerBoolConversionError).

kind: where
run: main()
grad: jax.grad(smooth_step)(0.3), jax.grad(smooth_step)(1.5)
"""
import jax
import jax.numpy as jnp


@jax.jit
def smooth_step(x):
    if x < 0.0:
        return 0.0 * x
    if x > 1.0:
        return 1.0 + 0.0 * x
    return 3 * x ** 2 - 2 * x ** 3


def main():
    return smooth_step(-1.0), smooth_step(0.3), smooth_step(2.0)
