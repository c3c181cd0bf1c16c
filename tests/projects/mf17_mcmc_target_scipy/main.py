import jax
import jax.numpy as jnp

import targets
from sampler import sample


def main():
    return sample(targets.gaussian_mixture, jnp.zeros(()), jax.random.key(0), 100)
