# Thread: https://github.com/jax-ml/jax/issues/1476
# Shape: print in a helper vmapped through `partial` with `in_axes`
# expect: printed-tracer at line 16
from functools import partial

import jax.numpy as np
from jax import random, vmap


def diag_gaussian_sample(rng, mean, log_std):
    return mean + np.exp(log_std) * random.normal(rng, mean.shape)


def elbo(logprob, rng, mean, log_std):
    sample = diag_gaussian_sample(rng, mean, log_std)
    print(sample)
    return logprob(sample) - np.sum(log_std)


def batch_elbo(logprob, rng, params, num_samples):
    rngs = random.split(rng, num_samples)
    vectorized_elbo = vmap(partial(elbo, logprob), in_axes=(0, None, None))
    return np.mean(vectorized_elbo(rngs, *params))


batch_elbo(lambda s: -np.sum(s ** 2), random.PRNGKey(0), (np.zeros(2), np.zeros(2)), 4)
