# Thread: https://github.com/jax-ml/jax/issues/3345
# Shape: a Russian-roulette series estimator samples its truncation level K inside the jitted function and builds the terms with `jnp.arange(K)`, an array whose length would be traced
# expect: ConcretizationTypeError at line 14
import jax
import jax.numpy as jnp
from jax import random

P_CONTINUE = 0.7


@jax.jit
def roulette_estimate(key, x):
    K = random.geometric(key, 1.0 - P_CONTINUE)
    ks = jnp.arange(K)
    survival = P_CONTINUE ** ks
    terms = x ** ks / jnp.exp(jax.lax.lgamma(ks + 1.0))
    return jnp.sum(terms / survival)


print(roulette_estimate(random.key(0), 0.5))
