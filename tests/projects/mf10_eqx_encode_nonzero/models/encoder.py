import equinox as eqx
import jax
import jax.numpy as jnp


class Encoder(eqx.Module):
    proj: jax.Array

    def __init__(self, key, d_in=4, d_out=2):
        self.proj = jax.random.normal(key, (d_in, d_out))

    def encode(self, x):
        active = jnp.nonzero(x.sum(-1) > 0)[0]  # expect: JAX602
        return x[active] @ self.proj
