import jax.numpy as jnp

from simkit import rollout


def main():
    return rollout(jnp.ones(2), 10, dt=0.05)
