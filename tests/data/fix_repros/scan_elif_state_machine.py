"""A scan over a signal with a three-way elif chain, several statements per branch (TracerBoolConversionError in scan).

kind: where
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


def step(carry, v):
    level, count = carry
    if v > 1.0:
        level = level + v
        count = count + 1.0
    elif v < -1.0:
        level = level * 0.5
        count = count - 1.0
    else:
        level = level
    return (level, count), level


def run(xs):
    (level, count), trace = lax.scan(step, (0.0, 0.0), xs)
    return level, count, trace


def main():
    return run(jnp.array([2.0, -3.0, 0.5, 4.0, -0.2]))
