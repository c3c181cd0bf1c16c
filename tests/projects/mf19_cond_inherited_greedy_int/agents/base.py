import jax
import jax.numpy as jnp


class Agent:
    def __init__(self, n_actions):
        self.n_actions = n_actions

    def greedy(self, key, q):
        return int(jnp.argmax(q))  # expect: JAX105

    def explore(self, key, q):
        return jax.random.randint(key, (), 0, self.n_actions)
