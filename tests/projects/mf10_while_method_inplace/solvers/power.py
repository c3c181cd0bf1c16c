import jax.numpy as jnp


class PowerIteration:
    def __init__(self, matrix, n_iter=20):
        self.matrix = matrix
        self.n_iter = n_iter

    def cond(self, state):
        i, _, _ = state
        return i < self.n_iter

    def body(self, state):
        i, v, history = state
        v = self.matrix @ v
        v = v / jnp.linalg.norm(v)
        history[i] = v @ self.matrix @ v  # expect: JAX701
        return i + 1, v, history
