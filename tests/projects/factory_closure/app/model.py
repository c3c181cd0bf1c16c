import jax
import jax.numpy as jnp

from .layers import dense


class MLP:
    def __init__(self, params):
        self.params = params

    def __call__(self, x):
        for i, p in enumerate(self.params):
            x = dense(p, x)
            if i < len(self.params) - 1:
                x = jax.nn.relu(x)
        return x


def init_mlp(key, sizes):
    params = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        params.append({"w": jax.random.normal(sub, (n_in, n_out)) * 0.1, "b": jnp.zeros(n_out)})
    return params
