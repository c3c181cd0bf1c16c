# Thread: https://github.com/jax-ml/jax/issues/19157
# Shape: `lmax` is a static argument, so the basis is built with a Python int
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


class LegendreBasis:
    def __init__(self, lmax, is_normalized=True):
        self.lmax = lmax
        self.is_normalized = is_normalized

    def evaluate(self, z):
        return jax.scipy.special.lpmn_values(self.lmax, self.lmax, z, self.is_normalized)


@partial(jax.jit, static_argnums=0)
def basis_at(lmax, z):
    return LegendreBasis(lmax).evaluate(z)


print(basis_at(3, jnp.linspace(-0.9, 0.9, 5)).shape)
