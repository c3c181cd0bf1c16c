from agent.networks import apply_mlp
import jax


def epsilon_greedy(params, obs, key, epsilon, n_actions):
    explore_key, action_key = jax.random.split(key)
    if jax.random.uniform(explore_key) < epsilon:  # expect: JAX101
        return jax.random.randint(action_key, (), 0, n_actions)
    return apply_mlp(params, obs).argmax()
