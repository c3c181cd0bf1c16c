import jax
import jax.numpy as jnp

from flows.coupling import AffineCoupling


class Flow:
    def __init__(self, dim, hidden=16, n_layers=4):
        self.layers = [AffineCoupling(dim, hidden, i % 2) for i in range(n_layers)]

    def init(self, key):
        keys = jax.random.split(key, len(self.layers))
        return [layer.init(k) for layer, k in zip(self.layers, keys)]

    def log_prob(self, params, x):
        logdet = jnp.zeros(x.shape[0])
        for layer, p in zip(self.layers, params):
            x, ld = layer.forward(p, x)
            logdet = logdet + ld
        base = -0.5 * jnp.sum(x ** 2, axis=-1) - 0.5 * x.shape[-1] * jnp.log(2 * jnp.pi)
        return base + logdet
