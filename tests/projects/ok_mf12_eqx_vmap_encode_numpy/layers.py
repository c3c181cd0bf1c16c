import equinox as eqx
import jax
import jax.numpy as jnp


class Encoder(eqx.Module):
    weight: jax.Array

    def encode(self, x):
        return jnp.tanh(self.weight @ x)
