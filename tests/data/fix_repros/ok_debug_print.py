"""Correct: jax.debug.print of a traced value, print of a static one.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    print("tracing f with shape", x.shape)
    jax.debug.print("x = {}", x)
    return x + 1


def main():
    return f(jnp.arange(2.0))
