import jax
import jax.numpy as jnp


class EpsilonGreedy:
    def __init__(self, epsilon, n_arms):
        self.epsilon = epsilon
        self.n_arms = n_arms

    def act(self, q_values, key):
        explore_key, arm_key = jax.random.split(key)
        explore = jax.random.uniform(explore_key) < self.epsilon
        random_arm = jax.random.randint(arm_key, (), 0, self.n_arms)
        return jnp.where(explore, random_arm, jnp.argmax(q_values))
