# Thread: https://github.com/ml-jku/DIffUCO/issues/13
# Shape: the same method where only the static attribute sizes the loop
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


class Sampler:
    def __init__(self, n_steps):
        self.n_steps = n_steps

    @partial(jax.jit, static_argnums=0)
    def run(self, x, scale):
        for _ in range(self.n_steps):
            x = x * scale
        return x


Sampler(3).run(jnp.ones(2), 0.5)
