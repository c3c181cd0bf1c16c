"""Branches that call pure helpers with several statements each (TracerBoolConversionError).

kind: cond
run: main()
"""
import jax
import jax.numpy as jnp


def contract(x):
    return x * 0.5


def expand(x):
    return jnp.tanh(x) + x


@jax.jit
def adapt(x):
    energy = jnp.sum(x ** 2)
    if energy > 1.0:
        y = contract(x)
        y = y - jnp.mean(y)
    else:
        y = expand(x)
        y = y + 1.0
    return y, energy


def main():
    return adapt(jnp.array([1.0, 2.0])), adapt(jnp.array([0.1, 0.2]))
