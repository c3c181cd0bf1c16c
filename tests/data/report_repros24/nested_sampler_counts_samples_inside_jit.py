# Thread: https://github.com/pyro-ppl/numpyro/pull/807
# Shape: a nested-sampling wrapper, jitted whole, turns the sampler's sample count into a Python int (`int(device_get(...))`) to slice the samples
# expect: ConcretizationTypeError at line 28
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Results(NamedTuple):
    samples: jax.Array
    log_L: jax.Array
    num_samples: jax.Array


def nested_sampler(loglik_fn, key, max_samples=64):
    samples = jax.random.normal(key, (max_samples, 2))
    log_L = jax.vmap(loglik_fn)(samples)
    num_samples = jnp.sum(log_L > -2.0)
    order = jnp.argsort(-log_L)
    return Results(samples[order], log_L[order], num_samples)


@jax.jit
def run(key):
    loglik_fn = lambda x: -0.5 * jnp.sum(x ** 2)
    results = nested_sampler(loglik_fn, key)
    num_samples = int(jax.device_get(results.num_samples))
    return results.samples[:num_samples]


print(run(jax.random.key(0)).shape)
