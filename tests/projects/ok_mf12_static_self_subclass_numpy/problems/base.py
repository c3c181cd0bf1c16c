from functools import partial

import jax


class Objective:
    @partial(jax.jit, static_argnums=0)
    def value_and_grad(self, x):
        return jax.value_and_grad(self.value)(x)

    def value(self, x):
        raise NotImplementedError
