import jax.numpy as jnp


class Agent:
    def __init__(self, q):
        self.q = q

    def act(self, obs, mode):
        scores = self.q @ obs
        if mode == "greedy":
            return jnp.argmax(scores)
        return jnp.argmin(scores)
