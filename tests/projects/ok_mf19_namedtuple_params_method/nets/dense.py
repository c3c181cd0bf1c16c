from typing import NamedTuple

import jax
import jax.numpy as jnp


class Dense(NamedTuple):
    w: jax.Array
    b: jax.Array

    def apply(self, x):
        return jnp.maximum(x @ self.w + self.b, 0.0)


def init_dense(key, n_in, n_out):
    return Dense(jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in), jnp.zeros(n_out))
