import jax

from losses import huber


def loss_fn(w, x, y):
    return huber(x @ w - y)


def sgd_step(w, x, y, lr=0.1):
    g = jax.grad(loss_fn)(w, x, y)
    return w - lr * g
