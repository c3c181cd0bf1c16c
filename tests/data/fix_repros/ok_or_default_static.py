"""Correct: `eps = eps or 1e-6` on a Python default, never a tracer.

kind: ok
run: main()
"""
import jax
import jax.numpy as jnp


def normalize(x, eps=None):
    eps = eps or 1e-6
    return x / (jnp.linalg.norm(x) + eps)


@jax.jit
def f(x):
    return normalize(x)


def main():
    return f(jnp.array([3.0, 4.0]))
