"""Toy 2-D data: a mixture of eight Gaussians on a ring."""
import jax
import jax.numpy as jnp


def ring_mixture(key, n, radius=2.0, std=0.1):
    k_c, k_n = jax.random.split(key)
    comp = jax.random.randint(k_c, (n,), 0, 8)
    angle = comp * (2.0 * jnp.pi / 8)
    centres = radius * jnp.stack([jnp.cos(angle), jnp.sin(angle)], axis=-1)
    return centres + std * jax.random.normal(k_n, (n, 2))
