"""A loss that replaces NaN with zero through an if, differentiated (TracerBoolConversionError under grad).

kind: where
run: main()
grad: jax.grad(loss)(jnp.array([1.0, 2.0]))
"""
import jax
import jax.numpy as jnp


@jax.jit
def loss(w):
    value = jnp.sum(w ** 2) / 2.0
    if jnp.isnan(value):
        value = 0.0
    return value


def main():
    return loss(jnp.array([1.0, 2.0]))
