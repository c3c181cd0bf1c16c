import jax
import jax.numpy as jnp


class MLP:
    def __init__(self, sizes):
        self.sizes = sizes

    def init(self, key):
        keys = jax.random.split(key, len(self.sizes) - 1)
        return [(jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros(n))
                for k, m, n in zip(keys, self.sizes[:-1], self.sizes[1:])]

    def forward(self, params, x):
        for w, b in params[:-1]:
            x = jnp.tanh(x @ w + b)
        w, b = params[-1]
        return x @ w + b

    def forward_normalized(self, params, x):
        out = self.forward(params, x)
        scale = jnp.linalg.norm(out) + 1e-6
        return out / scale
