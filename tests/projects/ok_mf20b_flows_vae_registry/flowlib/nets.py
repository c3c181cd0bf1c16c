"""A plain MLP as (init, apply) functions over a list of layer dicts."""
import jax
import jax.numpy as jnp


def mlp_init(key, sizes, zero_last=False):
    params = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        key, sub = jax.random.split(key)
        w = jax.random.normal(sub, (a, b)) * jnp.sqrt(2.0 / a)
        if zero_last and i == len(sizes) - 2:
            w = jnp.zeros((a, b))
        params.append({"w": w, "b": jnp.zeros((b,))})
    return params


def mlp_apply(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]
