"""A partial(jax.jit, static_argnames=...) function that still branches on a traced argument.

kind: where
run: main()
"""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("mode",))
def soft_threshold(x, lam, mode="soft"):
    if mode == "soft":
        if jnp.abs(x) > lam:
            return jnp.sign(x) * (jnp.abs(x) - lam)
        return 0.0 * x
    return x


def main():
    return soft_threshold(2.0, 0.5), soft_threshold(0.2, 0.5), soft_threshold(0.2, 0.5, mode="hard")
