from functools import partial

import jax
from jax import lax


@partial(jax.jit, static_argnums=(0, 1, 4))
def rollout(env, agent, q_table, key, n_steps):
    """Total reward of one episode of n_steps steps, acting with `agent` on `q_table`."""

    def body(state, k):
        action = agent.act(q_table[state], k)
        nxt, reward = env.step(state, action)
        return nxt, reward

    _, rewards = lax.scan(body, env.reset(), jax.random.split(key, n_steps))
    return rewards.sum()
