import jax
import jax.numpy as jnp


class EpsilonGreedy:
    def __init__(self, epsilon, n_arms):
        self.epsilon = epsilon
        self.n_arms = n_arms

    def act(self, q_values, key):
        explore_key, arm_key = jax.random.split(key)
        if jax.random.uniform(explore_key) < self.epsilon:  # expect: JAX101
            return jax.random.randint(arm_key, (), 0, self.n_arms)
        return jnp.argmax(q_values)
