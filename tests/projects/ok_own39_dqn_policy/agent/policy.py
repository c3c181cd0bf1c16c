from agent.networks import apply_mlp
import jax


def epsilon_greedy(params, obs, key, epsilon, n_actions):
    explore_key, action_key = jax.random.split(key)
    random_action = jax.random.randint(action_key, (), 0, n_actions)
    greedy_action = apply_mlp(params, obs).argmax()
    return jax.lax.select(jax.random.uniform(explore_key) < epsilon, random_action, greedy_action)
