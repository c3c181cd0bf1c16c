import jax
import jax.numpy as jnp


def loss(w, x, y, scales):
    pred = x @ w * scales.weight + scales.bias
    return jnp.mean((pred - y) ** 2)


def update(w, x, y, scales, cfg):
    for _ in range(cfg.steps):
        w = w - cfg.lr * jax.grad(loss)(w, x, y, scales)
    return w
