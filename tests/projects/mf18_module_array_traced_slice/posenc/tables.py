import jax.numpy as jnp

MAX_FREQS = 16
FREQS = 2.0 ** jnp.arange(MAX_FREQS) * jnp.pi
