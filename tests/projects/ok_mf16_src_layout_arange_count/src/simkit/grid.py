import jax.numpy as jnp


def time_grid(n_steps, dt):
    return jnp.arange(n_steps) * dt
