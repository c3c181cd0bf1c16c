import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    layers: list

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(3, 8, key=k1), eqx.nn.Linear(8, 1, key=k2)]

    def __call__(self, x):
        h = self.layers[0](x)
        if jnp.any(h < 0):  # expect: JAX101
            h = jax.nn.relu(h)
        return self.layers[1](h)
