from functools import partial

import jax
from jax import lax

from mcmc.chain import mh_step


def sample(log_prob, x0, key, n_samples):
    keys = jax.random.split(key, n_samples)
    _, xs = lax.scan(partial(mh_step, log_prob), (x0, log_prob(x0)), keys)
    return xs
