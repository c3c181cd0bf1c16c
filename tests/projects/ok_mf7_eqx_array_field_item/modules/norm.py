import equinox as eqx
import jax
import jax.numpy as jnp


class RMSNorm(eqx.Module):
    scale: jax.Array
    eps: float = eqx.field(static=True)

    def __init__(self, dim, eps=1e-6):
        self.scale = jnp.ones(dim)
        self.eps = float(eps)

    def __call__(self, x):
        eps = float(self.eps)
        return x * jax.lax.rsqrt(jnp.mean(x ** 2) + eps) * self.scale
