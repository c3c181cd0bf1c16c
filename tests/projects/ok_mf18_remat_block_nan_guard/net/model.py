import jax
import jax.numpy as jnp

from net import blocks

block = jax.checkpoint(blocks.residual_block)


def init(key, dim, depth, n_out):
    keys = jax.random.split(key, 2 * depth + 1)
    layers = [{"w1": 0.1 * jax.random.normal(keys[2 * i], (dim, 4 * dim)),
               "w2": 0.1 * jax.random.normal(keys[2 * i + 1], (4 * dim, dim))} for i in range(depth)]
    return {"blocks": layers, "head": 0.1 * jax.random.normal(keys[-1], (dim, n_out))}


def forward(params, x):
    for p in params["blocks"]:
        x = block(p, x)
    return x @ params["head"]
