from functools import partial

import jax
import jax.numpy as jnp

from ops import sampling

normal_rv = sampling.make_sampler("normal")


@partial(jax.jit, static_argnames="size")
def fgraph(key, size, loc, scale):
    key, draws = normal_rv(key, size, loc, scale)
    return key, jnp.mean(draws), jnp.var(draws)


def run():
    key, mean, var = fgraph(jax.random.key(0), (1000,), 0.0, 1.0)
    return float(mean), float(var)
