# Thread: https://github.com/jax-ml/jax/issues/5013
# Shape: a random shape from jnp.sum of traced block lengths
# expect: TypeError at line 10
import jax
import jax.numpy as jnp
from jax import random


def sample_u_poisson(rng_key, block_lengths, m):
    u = random.randint(rng_key, (jnp.sum(block_lengths),), 0, m)
    return u


jax.jit(sample_u_poisson, static_argnums=2)(random.PRNGKey(0), jnp.array([2, 3]), 4)
