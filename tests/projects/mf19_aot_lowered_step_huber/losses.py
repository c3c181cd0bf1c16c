import jax.numpy as jnp


def huber(residual, delta=1.0):
    a = jnp.abs(residual)
    if a.max() <= delta:  # expect: JAX101
        return 0.5 * jnp.mean(residual**2)
    return jnp.mean(jnp.where(a <= delta, 0.5 * residual**2, delta * (a - 0.5 * delta)))
