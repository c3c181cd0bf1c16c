import jax
import jax.numpy as jnp


class EpsilonGreedy:
    def __init__(self, n_actions, eps=0.1):
        self.n_actions = n_actions
        self.eps = eps

    def act(self, q_values, key):
        k_explore, k_action = jax.random.split(key)
        explore = jax.random.uniform(k_explore) < self.eps
        random_action = jax.random.randint(k_action, (), 0, self.n_actions)
        return jnp.where(explore, random_action, jnp.argmax(q_values))
