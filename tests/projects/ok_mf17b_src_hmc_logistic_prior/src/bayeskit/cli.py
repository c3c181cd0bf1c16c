from functools import partial

import jax
import jax.numpy as jnp

from bayeskit import hmc_sample
from bayeskit.models import logistic


def main():
    kx, ks = jax.random.split(jax.random.key(0))
    X = jax.random.normal(kx, (50, 3))
    y = (X[:, 0] > 0).astype(jnp.float32)
    target = partial(logistic.log_joint, X=X, y=y)
    samples = hmc_sample(target, ks, jnp.zeros(3), 20)
    return samples.mean(axis=0)


if __name__ == "__main__":
    print(main())
