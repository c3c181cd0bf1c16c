from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def forward(params, x, cfg):
    for i in range(cfg.depth):
        x = x @ params[i]
        x = jax.nn.relu(x) if cfg.activation == "relu" else jnp.tanh(x)
    return x


def init(cfg, dim):
    return [jnp.eye(dim, cfg.hidden) if i == 0 else jnp.eye(cfg.hidden) for i in range(cfg.depth)]
