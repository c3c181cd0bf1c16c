import jax
import jax.numpy as jnp


def epsilon_greedy(key, q_values, epsilon):
    """A random action with probability epsilon, the greedy one otherwise."""
    greedy = jnp.argmax(q_values)
    k_action, k_coin = jax.random.split(key)
    random_action = jax.random.randint(k_action, (), 0, q_values.shape[-1])
    explore = jax.random.uniform(k_coin) < epsilon
    return jnp.where(explore, random_action, greedy)
