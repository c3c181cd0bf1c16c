import equinox as eqx
import jax
import jax.numpy as jnp
from jax import lax


class Net(eqx.Module):
    linear: eqx.nn.Linear
    clamp: bool = eqx.field(static=True)

    def __init__(self, key, clamp=True):
        self.linear = eqx.nn.Linear(2, 2, key=key)
        self.clamp = clamp

    def __call__(self, x):
        h = self.linear(x)
        if self.clamp:
            h = jnp.clip(h, -1.0, 1.0)
        return lax.cond(h.sum() > 0, lambda v: v, lambda v: -v, h)
