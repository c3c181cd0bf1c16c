import jax
import jax.numpy as jnp


class MLP:
    def __init__(self, d_in, hidden, d_out=1):
        self.shapes = []
        for a, b in zip((d_in,) + tuple(hidden), tuple(hidden) + (d_out,)):
            self.shapes.append((a, b))

    def init(self, rng):
        keys = jax.random.split(rng, len(self.shapes))
        return [{"w": jax.random.normal(k, s) / jnp.sqrt(s[0]), "b": jnp.zeros(s[1])} for k, s in zip(keys, self.shapes)]

    def apply(self, params, x):
        for layer in params[:-1]:
            x = jax.nn.relu(x @ layer["w"] + layer["b"])
        return x @ params[-1]["w"] + params[-1]["b"]
