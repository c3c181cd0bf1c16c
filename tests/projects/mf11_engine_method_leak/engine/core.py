import jax.numpy as jnp


class Trainer:
    def __init__(self, lr):
        self.lr = lr
        self.history = []

    def step(self, w, x):
        loss = jnp.mean((x @ w) ** 2)
        self.history.append(loss)  # expect: JAX301
        return w - self.lr * x.T @ (x @ w)
