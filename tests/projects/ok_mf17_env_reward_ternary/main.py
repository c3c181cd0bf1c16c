import jax
import jax.numpy as jnp

from rollout import rollout


def main():
    episode_return = jax.jit(rollout, static_argnums=2)
    return episode_return(jnp.array([0.1, -0.1]), jax.random.key(0), 20)
