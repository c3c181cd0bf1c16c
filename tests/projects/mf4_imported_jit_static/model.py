import jax
import jax.numpy as jnp


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


def update(w, x, y, cfg):
    for _ in range(cfg.steps):
        w = w - cfg.lr * jax.grad(loss)(w, x, y)
    return w
