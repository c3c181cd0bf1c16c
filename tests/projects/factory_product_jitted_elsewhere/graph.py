import jax
import jax.numpy as jnp

from ops import sampling

sample = jax.jit(sampling.make_sampler("normal"))


def run():
    key, draws = sample(jax.random.key(0), jnp.array([1000]), 0.0, 1.0)
    return float(draws.mean())
