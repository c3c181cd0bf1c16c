# Thread: https://github.com/jax-ml/jax/pull/181
# Shape: the review's fix: split first, hand the subkey to the update and carry the other key to the next step
# expect: ok
from functools import partial

import jax
import jax.numpy as np
from jax import grad, jit, random, vmap

jax.config.update("jax_debug_key_reuse", True)


def diag_gaussian_sample(rng, mean, log_std):
    return mean + np.exp(log_std) * random.normal(rng, mean.shape)


def diag_gaussian_logpdf(x, mean, log_std):
    return np.sum(-0.5 * ((x - mean) / np.exp(log_std)) ** 2 - log_std - 0.5 * np.log(2 * np.pi))


def elbo(logprob, rng, mean, log_std):
    sample = diag_gaussian_sample(rng, mean, log_std)
    return logprob(sample) - diag_gaussian_logpdf(sample, mean, log_std)


def batch_elbo(logprob, rng, params, num_samples):
    rngs = random.split(rng, num_samples)
    vectorized_elbo = vmap(partial(elbo, logprob), in_axes=(0, None, None))
    return np.mean(vectorized_elbo(rngs, *params))


def target(z):
    return -0.5 * np.sum(z ** 2)


@jit
def update(params, rng):
    g = grad(lambda p: -batch_elbo(target, rng, p, 10))(params)
    return tuple(p - 0.1 * gp for p, gp in zip(params, g))


params = (np.zeros(2), np.zeros(2))
rng = random.key(0)
for t in range(3):
    rng, subkey = random.split(rng)
    params = update(params, subkey)
print(params)
