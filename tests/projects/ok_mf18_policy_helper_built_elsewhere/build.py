import jax

from agent.policy import QPolicy


def make_agent(key, obs_dim, n_actions, epsilon=0.1):
    k1, k2 = jax.random.split(key)
    params = {
        "w1": 0.1 * jax.random.normal(k1, (obs_dim, 32)),
        "w2": 0.1 * jax.random.normal(k2, (32, n_actions)),
    }
    return QPolicy(n_actions, epsilon), params
