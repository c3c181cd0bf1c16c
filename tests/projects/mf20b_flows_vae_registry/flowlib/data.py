import jax
import jax.numpy as jnp


def two_moons(key, n, noise=0.05):
    k1, k2 = jax.random.split(key)
    t = jnp.pi * jax.random.uniform(k1, (n,))
    upper = jnp.arange(n) % 2 == 0
    x = jnp.where(upper, jnp.cos(t), 1.0 - jnp.cos(t))
    y = jnp.where(upper, jnp.sin(t), 0.5 - jnp.sin(t))
    return jnp.stack([x, y], -1) + noise * jax.random.normal(k2, (n, 2))
