import jax
import jax.numpy as jnp

from .module import Module


class Dense(Module):
    w: jax.Array
    b: jax.Array
    use_bias: bool

    def __call__(self, x):
        y = x @ self.w
        if self.use_bias:  # expect: JAX101
            y = y + self.b
        return y


class MLP(Module):
    layers: list

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = jax.nn.relu(layer(x))
        return self.layers[-1](x)


def dense(key, n_in, n_out, use_bias=True):
    return Dense(jax.random.normal(key, (n_in, n_out)) * 0.1, jnp.zeros(n_out), use_bias)
