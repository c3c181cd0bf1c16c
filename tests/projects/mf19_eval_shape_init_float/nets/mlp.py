import jax
import jax.numpy as jnp


class MLP:
    def __init__(self, sizes):
        self.sizes = tuple(sizes)

    def init(self, key):
        params = []
        for n_in, n_out in zip(self.sizes[:-1], self.sizes[1:]):
            key, sub = jax.random.split(key)
            w = jax.random.normal(sub, (n_in, n_out))
            scale = float(jnp.std(w))  # expect: JAX105
            params.append((w / scale, jnp.zeros(n_out)))
        return params

    def apply(self, params, x):
        for w, b in params:
            x = jnp.tanh(x @ w + b)
        return x
