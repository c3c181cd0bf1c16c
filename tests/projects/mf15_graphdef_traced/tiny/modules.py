import jax
import jax.numpy as jnp


class MLP:
    def __init__(self, key, n_in, n_hidden):
        self.config = {"n_in": n_in, "n_hidden": n_hidden}
        k1, k2 = jax.random.split(key)
        self.w1 = jax.random.normal(k1, (n_in, n_hidden)) * 0.1
        self.w2 = jax.random.normal(k2, (n_hidden, 1)) * 0.1

    def __call__(self, x):
        return jnp.tanh(x @ self.w1) @ self.w2
