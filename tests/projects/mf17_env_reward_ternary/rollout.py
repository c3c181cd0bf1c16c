import jax

import agent
import env


def rollout(params, key, n_steps):
    def body(state, key):
        action = agent.policy(params, key, state)
        state, reward = env.step(state, action)
        return state, reward

    _, rewards = jax.lax.scan(body, env.reset(), jax.random.split(key, n_steps))
    return rewards.sum()
