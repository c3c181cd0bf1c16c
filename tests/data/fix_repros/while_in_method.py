"""A solver class whose jitted method loops with `while` on a traced residual (TracerBoolConversionError).

kind: while
run: main()
"""
from functools import partial

import jax
import jax.numpy as jnp


class Damped:
    def __init__(self, tol):
        self.tol = tol

    @partial(jax.jit, static_argnums=0)
    def settle(self, v):
        while jnp.abs(v) > self.tol:
            v = v * 0.5
        return v


def main():
    return Damped(0.1).settle(3.0)
