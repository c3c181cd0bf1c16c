import jax.numpy as jnp

from config import get_config
from step import train_step


def run():
    cfg = get_config()
    params = {"w1": jnp.ones((3, cfg.hidden)) * 0.1, "w2": jnp.ones((cfg.hidden, 1)) * 0.1}
    x, y = jnp.ones((4, 3)), jnp.ones((4, 1))
    return train_step(params, x, y, cfg.activation, 0.1)
