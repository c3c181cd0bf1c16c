"""A jitted method (self static) with an early return on a traced argument (TracerBoolConversionError).

kind: where
run: main()
"""
from functools import partial

import jax
import jax.numpy as jnp


class Barrier:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.jit, static_argnums=0)
    def penalty(self, x):
        if x > 0:
            return self.scale * x ** 2
        return 0.0 * x

    def __hash__(self):
        return hash(self.scale)


def main():
    b = Barrier(3.0)
    return b.penalty(2.0), b.penalty(-1.0)
