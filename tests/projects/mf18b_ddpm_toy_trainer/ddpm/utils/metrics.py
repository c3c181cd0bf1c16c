"""Scalars computed inside the step for logging."""
import jax
import jax.numpy as jnp


def global_norm(tree):
    leaves = jax.tree.leaves(tree)
    return float(jnp.sqrt(sum(jnp.sum(x ** 2) for x in leaves)))  # expect: JAX105


def mean_and_std(x):
    return jnp.mean(x), jnp.std(x)
