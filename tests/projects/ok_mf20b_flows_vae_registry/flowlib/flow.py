"""A flow is a list of bijector objects built by name, and a base distribution."""
import jax

from .bijectors import make_bijector
from .distributions import StandardNormal


class Flow:
    def __init__(self, layers, base):
        self.layers = layers
        self.base = base

    def init(self, key, x):
        params = []
        for layer, k in zip(self.layers, jax.random.split(key, len(self.layers))):
            p = layer.init(k, x)
            x, _ = layer.forward(p, x)
            params.append(p)
        return params

    def log_prob(self, params, x):
        total = 0.0
        for layer, p in zip(self.layers, params):
            x, log_det = layer.forward(p, x)
            total = total + log_det
        return self.base.log_prob(x) + total

    def loss(self, params, x):
        return -self.log_prob(params, x).mean()

    def sample(self, params, key, n):
        z = self.base.sample(key, n)
        for layer, p in zip(reversed(self.layers), reversed(params)):
            z = layer.inverse(p, z)
        return z


def build_flow(cfg):
    layers = [make_bijector(name, cfg.dim, i, cfg.hidden) for i, name in enumerate(cfg.layers)]
    return Flow(layers, StandardNormal(cfg.dim))
