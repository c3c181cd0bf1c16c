# Thread: https://github.com/aesara-devs/aesara/issues/702
# Shape: the fix: the size is a tuple of Python ints marked static in the jitted graph function
# expect: ok
import jax
import jax.numpy as jnp


def jax_funcify_random_variable(name):
    def random_variable(rng, size, loc, scale):
        prng, new_rng = jax.random.split(rng)
        data = getattr(jax.random, name)(key=prng, shape=size)
        return new_rng, loc + scale * data

    return random_variable


normal_rv = jax_funcify_random_variable("normal")


def jax_funcified_fgraph(rng, size, loc, scale):
    new_rng, draws = normal_rv(rng, size, loc, scale)
    return new_rng, jnp.mean(draws), jnp.var(draws)


fgraph_jit = jax.jit(jax_funcified_fgraph, static_argnums=1)
rng, mean, var = fgraph_jit(jax.random.key(0), (10000,), 0.0, 1.0)
print(mean, var)
