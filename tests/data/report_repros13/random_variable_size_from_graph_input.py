# Thread: https://github.com/aesara-devs/aesara/issues/702
# Shape: a graph-to-JAX translator builds each random variable with `getattr(jax.random, name)(key=..., shape=size)`; the jitted graph function receives the size as an array input, so the shape is traced
# expect: TypeError at line 11
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


fgraph_jit = jax.jit(jax_funcified_fgraph)
rng, mean, var = fgraph_jit(jax.random.key(0), jnp.array([10000]), 0.0, 1.0)
print(mean, var)
