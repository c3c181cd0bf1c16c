"""@jax.vmap directly on a function with if/else (TracerBoolConversionError on a BatchTracer).

kind: where
run: main()
reference: jnp.array([0.0, 1.0, 4.0])
"""
import jax
import jax.numpy as jnp


@jax.vmap
def leaky_square(x):
    if x < 0:
        y = 0.0 * x
    else:
        y = x * x
    return y


def main():
    return leaky_square(jnp.array([-1.0, 1.0, 2.0]))
