# Thread: https://github.com/kora-labs/chromax/issues/16
# Shape: one key per individual made by vmapping jax.random.key over seeds
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def mutate(population, seed):
    keys = jax.vmap(jax.random.key)(jnp.arange(population.shape[0]) + seed)
    noise = jax.vmap(lambda k: jax.random.normal(k, population.shape[1:]))(keys)
    return population + 0.1 * noise


mutate(jnp.zeros((4, 3)), 7)
