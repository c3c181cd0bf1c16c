"""A Q-network: an MLP from observations to one value per action."""
import jax
import jax.numpy as jnp


def mlp_init(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [{"w": jax.random.normal(k, (a, b)) * jnp.sqrt(2.0 / a), "b": jnp.zeros((b,))}
            for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


def mlp_apply(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]
