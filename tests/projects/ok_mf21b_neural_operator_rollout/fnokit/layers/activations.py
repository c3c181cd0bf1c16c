"""Activations looked up by name, with a few local ones."""
import jax
import jax.numpy as jnp

_LOCAL = {"identity": lambda x: x, "softsign": lambda x: x / (1.0 + jnp.abs(x))}


def get_activation(name):
    if name in _LOCAL:
        return _LOCAL[name]
    return getattr(jax.nn, name)
