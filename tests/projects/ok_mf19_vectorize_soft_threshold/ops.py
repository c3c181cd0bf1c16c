import jax.numpy as jnp

from kernels import soft_threshold

shrink = jnp.vectorize(soft_threshold)
