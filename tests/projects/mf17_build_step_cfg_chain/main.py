import jax.numpy as jnp

from builder import build_step
from config import TrainConfig


def main():
    step = build_step(TrainConfig(lr=0.1))
    params = {"w": jnp.zeros((3,)), "b": jnp.zeros(())}
    x, y = jnp.ones((16, 3)), jnp.ones((16,))
    for _ in range(3):
        params, loss = step(params, x, y)
    return float(loss)
