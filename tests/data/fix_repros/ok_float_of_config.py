"""Correct: float() and int() of Python config values inside jit.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp

CONFIG = {"scale": "2.5", "repeats": "2"}


@jax.jit
def scaled(x):
    s = float(CONFIG["scale"])
    k = int(CONFIG["repeats"])
    return jnp.tile(x * s, k)


def main():
    return scaled(jnp.array([1.0, 2.0]))
