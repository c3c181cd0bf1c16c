import equinox as eqx
import jax
import jax.numpy as jnp


class Flatten(eqx.Module):
    def __call__(self, x):
        return x.reshape(jnp.prod(jnp.array(x.shape)))  # expect: JAX401


class Head(eqx.Module):
    flat: Flatten
    linear: eqx.nn.Linear

    def __init__(self, in_size, out_size, key):
        self.flat = Flatten()
        self.linear = eqx.nn.Linear(in_size, out_size, key=key)

    def __call__(self, x):
        return self.linear(self.flat(x))
