"""Per-atom energies pooled over the real (unpadded) atoms; readouts chosen by name."""
import jax
import jax.numpy as jnp

from .linear import dense, dense_init

READOUTS = {}


def register(name):
    def wrap(cls):
        READOUTS[name] = cls
        return cls
    return wrap


@register("sum")
class SumReadout:
    def __init__(self, features):
        self.f = features

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"h": dense_init(k1, self.f, self.f), "out": dense_init(k2, self.f, 1)}

    def __call__(self, params, s, mask):
        atom_e = dense(params["out"], jax.nn.silu(dense(params["h"], s)))[:, 0]
        return jnp.sum(jnp.where(mask, atom_e, 0.0))


@register("mean")
class MeanReadout(SumReadout):
    def __call__(self, params, s, mask):
        return super().__call__(params, s, mask) / jnp.maximum(mask.sum(), 1)


def make_readout(name, features):
    return READOUTS[name](features)
