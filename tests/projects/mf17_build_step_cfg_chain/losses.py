import jax.numpy as jnp
import numpy as np


def make_loss(cfg):
    """A Huber regression loss with L2, its constants taken from the config."""

    def huber(params, x, y):
        err = x @ params["w"] + params["b"] - y
        quad = 0.5 * err ** 2
        lin = cfg.delta * (np.abs(err) - 0.5 * cfg.delta)  # expect: JAX501
        data = jnp.mean(jnp.where(jnp.abs(err) <= cfg.delta, quad, lin))
        return data + cfg.l2 * jnp.sum(params["w"] ** 2)

    return huber
