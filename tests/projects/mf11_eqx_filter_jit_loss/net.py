import equinox as eqx
import jax
import jax.numpy as jnp


class Gate(eqx.Module):
    w: jax.Array

    def __call__(self, x):
        h = x @ self.w
        if h.mean() > 0:  # expect: JAX101
            h = jax.nn.relu(h)
        return h
