import jax
import jax.numpy as jnp


class GRUCell:
    def __init__(self, hidden, max_norm=5.0):
        self.hidden = hidden
        self.max_norm = max_norm

    def init(self, key, n_in):
        k1, k2 = jax.random.split(key)
        return {"wx": jax.random.normal(k1, (n_in, 3 * self.hidden)) * 0.1,
                "wh": jax.random.normal(k2, (self.hidden, 3 * self.hidden)) * 0.1}

    def step(self, params, h, x):
        z, r, n = jnp.split(x @ params["wx"], 3)
        hz, hr, hn = jnp.split(h @ params["wh"], 3)
        z = jax.nn.sigmoid(z + hz)
        r = jax.nn.sigmoid(r + hr)
        h = (1 - z) * jnp.tanh(n + r * hn) + z * h
        scale = min(1.0, self.max_norm / float(jnp.linalg.norm(h)))  # expect: JAX105
        h = h * scale
        return h, h
