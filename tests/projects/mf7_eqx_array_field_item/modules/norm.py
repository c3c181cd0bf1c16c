import equinox as eqx
import jax
import jax.numpy as jnp


class RMSNorm(eqx.Module):
    scale: jax.Array
    eps: jax.Array

    def __init__(self, dim, eps=1e-6):
        self.scale = jnp.ones(dim)
        self.eps = jnp.asarray(eps)

    def __call__(self, x):
        eps = self.eps.item()  # expect: JAX105
        return x * jax.lax.rsqrt(jnp.mean(x ** 2) + eps) * self.scale
