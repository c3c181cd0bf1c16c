import jax.numpy as jnp


def forward(params, x, cfg):
    for i in range(cfg.depth):
        x = jnp.tanh(x @ params[i])
    return x
