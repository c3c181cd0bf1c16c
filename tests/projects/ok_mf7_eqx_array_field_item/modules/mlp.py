import equinox as eqx
import jax

from .norm import RMSNorm


class MLPBlock(eqx.Module):
    norm: RMSNorm
    linear: eqx.nn.Linear

    def __init__(self, dim, key):
        self.norm = RMSNorm(dim)
        self.linear = eqx.nn.Linear(dim, dim, key=key)

    def __call__(self, x):
        return x + jax.nn.gelu(self.linear(self.norm(x)))
