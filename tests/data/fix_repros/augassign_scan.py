"""Augmented assignments in both branches of a scan body (TracerBoolConversionError).

kind: where
run: main()
"""
import jax
import jax.numpy as jnp
from jax import lax


def body(carry, r):
    wins, score = carry
    if r > 0.5:
        wins += 1
        score += r
    else:
        score -= 0.5 * r
    return (wins, score), score


@jax.jit
def tally(rewards):
    return lax.scan(body, (0, 0.0), rewards)


def main():
    return tally(jnp.array([0.9, 0.1, 0.7, 0.2]))
