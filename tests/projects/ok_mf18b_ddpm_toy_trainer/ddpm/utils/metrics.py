"""Scalars computed inside the step for logging."""
import jax
import jax.numpy as jnp


def global_norm(tree):
    leaves = jax.tree.leaves(tree)
    return jnp.sqrt(sum(jnp.sum(x ** 2) for x in leaves))


def mean_and_std(x):
    return jnp.mean(x), jnp.std(x)
