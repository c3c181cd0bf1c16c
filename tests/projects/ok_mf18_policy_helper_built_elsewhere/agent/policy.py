import jax.numpy as jnp

from agent.explore import epsilon_greedy


class QPolicy:
    def __init__(self, n_actions, epsilon):
        self.n_actions = n_actions
        self.epsilon = epsilon

    def q_values(self, params, obs):
        return jnp.tanh(obs @ params["w1"]) @ params["w2"]

    def act(self, params, key, obs):
        return epsilon_greedy(key, self.q_values(params, obs), self.epsilon)
