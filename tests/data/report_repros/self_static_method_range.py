# Thread: https://github.com/ml-jku/DIffUCO/issues/13
# Shape: a jitted method with self static, reading a traced argument in range()
# expect: TracerIntegerConversionError at line 16
from functools import partial

import jax
import jax.numpy as jnp


class Sampler:
    def __init__(self, n_steps):
        self.n_steps = n_steps

    @partial(jax.jit, static_argnums=0)
    def run(self, x, n_extra):
        for _ in range(self.n_steps + n_extra):
            x = x * 0.5
        return x


Sampler(3).run(jnp.ones(2), 1)
