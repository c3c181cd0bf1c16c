import jax.numpy as jnp

from optim import make_train_step


def run():
    step = make_train_step(lr=0.1, max_norm=0.5)
    w = jnp.zeros(3)
    x = jnp.ones((8, 3))
    y = jnp.arange(8.0)
    for _ in range(5):
        w, loss = step(w, x, y)
    print("final loss", float(loss))
