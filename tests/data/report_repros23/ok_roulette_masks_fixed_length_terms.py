# Thread: https://github.com/jax-ml/jax/issues/3345
# Shape: the workaround the thread settles on: allocate a fixed maximum number of terms and mask those beyond the sampled truncation level
# expect: ok
import jax
import jax.numpy as jnp
from jax import random

P_CONTINUE = 0.7
MAX_TERMS = 64


@jax.jit
def roulette_estimate(key, x):
    K = random.geometric(key, 1.0 - P_CONTINUE)
    ks = jnp.arange(MAX_TERMS)
    survival = P_CONTINUE ** ks
    terms = x ** ks / jnp.exp(jax.lax.lgamma(ks + 1.0))
    return jnp.sum(jnp.where(ks < K, terms / survival, 0.0))


print(roulette_estimate(random.key(0), 0.5))
