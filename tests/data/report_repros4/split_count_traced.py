# Thread: https://github.com/kora-labs/chromax/issues/16
# Shape: a jitted mutation splits the key into as many keys as its (traced) population-size argument
# expect: TypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def mutate(population, key, num_individuals):
    keys = jax.random.split(key, num_individuals)
    noise = jax.vmap(lambda k: jax.random.normal(k, population.shape[1:]))(keys)
    return population + 0.1 * noise


mutate(jnp.zeros((4, 3)), jax.random.key(0), 4)
