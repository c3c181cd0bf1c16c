"""Both branches return a tuple (value, flag) from a jitted helper (TracerBoolConversionError).

kind: where
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def safe_divide(a, b):
    if jnp.abs(b) < 1e-8:
        return jnp.zeros_like(a), False
    return a / b, True


def main():
    return safe_divide(1.0, 2.0), safe_divide(1.0, 0.0)
