# Thread: https://github.com/pyro-ppl/numpyro/issues/853
# Shape: a model sizes a sample by `jnp.unique(volume).size`; the model runs under jit
# expect: ConcretizationTypeError at line 11
import jax
import jax.numpy as jnp
from jax import random


def model(key, tank, density, volume):
    a = random.normal(key, tank.shape)
    s = random.normal(key, (jnp.unique(volume).size,))
    logits = a[tank] + s[volume]
    return jnp.sum(density * logits)


run = jax.jit(model)
run(random.PRNGKey(0), jnp.arange(4), jnp.ones(4), jnp.array([0, 1, 0, 1]))
