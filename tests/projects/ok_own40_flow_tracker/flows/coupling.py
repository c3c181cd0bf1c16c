import jax
import jax.numpy as jnp
import numpy as np


class AffineCoupling:
    def __init__(self, dim, hidden, parity):
        self.dim = dim
        self.hidden = hidden
        self.mask = jnp.asarray(np.arange(dim) % 2 == parity, dtype=jnp.float32)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {
            "w1": jax.random.normal(k1, (self.dim, self.hidden)) * 0.1,
            "w2": jax.random.normal(k2, (self.hidden, 2 * self.dim)) * 0.01,
        }

    def forward(self, params, x):
        h = jnp.tanh((x * self.mask) @ params["w1"])
        s, t = jnp.split(h @ params["w2"], 2, axis=-1)
        s = jnp.tanh(s) * (1.0 - self.mask)
        t = t * (1.0 - self.mask)
        y = x * jnp.exp(s) + t
        return y, jnp.sum(s, axis=-1)
