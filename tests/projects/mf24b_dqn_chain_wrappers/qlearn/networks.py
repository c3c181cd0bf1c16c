"""A Q-network: an MLP whose layers are built in a loop."""
import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, n_in, n_out):
        self.n_in, self.n_out = n_in, n_out

    def init(self, key):
        return {"w": jax.random.normal(key, (self.n_in, self.n_out)) / jnp.sqrt(self.n_in),
                "b": jnp.zeros((self.n_out,))}

    def __call__(self, params, x):
        return x @ params["w"] + params["b"]


class QNetwork:
    def __init__(self, obs_dim, hidden, num_actions):
        sizes = [obs_dim, *hidden, num_actions]
        self.layers = []
        for n_in, n_out in zip(sizes[:-1], sizes[1:]):
            self.layers.append(Dense(n_in, n_out))

    def init(self, key):
        keys = jax.random.split(key, len(self.layers))
        return [layer.init(k) for layer, k in zip(self.layers, keys)]

    def __call__(self, params, obs):
        x = obs
        for layer, p in zip(self.layers[:-1], params[:-1]):
            x = jax.nn.relu(layer(p, x))
        return self.layers[-1](params[-1], x)
