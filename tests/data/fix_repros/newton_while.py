"""Newton iteration for a square root with a Python while on the residual (ConcretizationTypeError in jit).

kind: while
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def newton_sqrt(a):
    x = a
    while jnp.abs(x * x - a) > 1e-4:
        x = 0.5 * (x + a / x)
    return x


def main():
    return newton_sqrt(2.0), newton_sqrt(9.0)
