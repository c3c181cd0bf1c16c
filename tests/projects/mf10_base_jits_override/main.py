import jax
import jax.numpy as jnp

from optim import ClippedSGD


def loss(w, x):
    return jnp.sum((x @ w - 1.0) ** 2)


def run():
    opt = ClippedSGD(lr=0.1, max_norm=0.5)
    w = jnp.zeros(3)
    x = jnp.ones((4, 3))
    for _ in range(3):
        w = opt.step(w, jax.grad(loss)(w, x))
    return w
