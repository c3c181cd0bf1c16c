from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from bayes.model import LogisticModel
from sampler.rwmh import sample_chain


def synthetic(n, d, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w_true = rng.normal(size=d).astype(np.float32)
    y = np.where(x @ w_true > 0, 1.0, -1.0).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    x, y = synthetic(200, 3)
    model = LogisticModel(x, y, prior_scale=2.0)
    run = jax.jit(partial(sample_chain, model.log_density, 0.1), static_argnums=2)
    keys = jax.random.split(jax.random.PRNGKey(1), 4)
    inits = jnp.zeros((4, 3))
    samples, rate = jax.vmap(run, in_axes=(0, 0, None))(inits, keys, 500)
    return float(jnp.mean(samples[:, 250:])) + float(jnp.mean(rate))
