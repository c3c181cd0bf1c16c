"""Vector fields f(t, y; params): an MLP with time as an input, built by name."""
import functools

import jax
import jax.numpy as jnp


class MLPField:
    def __init__(self, dim, hidden, depth):
        sizes = [dim + 1] + [hidden] * depth + [dim]
        self.shapes = []
        for d_in, d_out in zip(sizes[:-1], sizes[1:]):
            self.shapes.append((d_in, d_out))

    def init(self, key):
        keys = jax.random.split(key, len(self.shapes))
        return [{"w": 0.1 * jax.random.normal(k, s), "b": jnp.zeros(s[1])} for k, s in zip(keys, self.shapes)]

    def __call__(self, params, t, y):
        h = jnp.concatenate([y, jnp.reshape(t, (1,))])
        for layer in params[:-1]:
            h = jnp.tanh(h @ layer["w"] + layer["b"])
        return h @ params[-1]["w"] + params[-1]["b"]

    def bind(self, params):
        return functools.partial(self, params)


class LinearField(MLPField):
    def __init__(self, dim, **unused):
        super().__init__(dim, hidden=dim, depth=0)


FIELDS = {"mlp": MLPField, "linear": LinearField}


def make_field(name, **options):
    return FIELDS[name](**options)
