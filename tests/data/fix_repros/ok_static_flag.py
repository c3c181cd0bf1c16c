"""Correct: a flag declared static with static_argnames.

kind: ok
run: main()
"""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("training",))
def forward(x, training=False):
    if training:
        x = x * 0.5
    return x + 1.0


def main():
    return forward(jnp.ones(2), training=True), forward(jnp.ones(2))
