"""Epsilon-greedy action choice, written for one environment and vmapped over the batch."""
import jax
import jax.numpy as jnp


def _epsilon_greedy_one(key, q, epsilon):
    k_explore, k_action = jax.random.split(key)
    explore = jax.random.uniform(k_explore) < epsilon
    return jnp.where(explore, jax.random.randint(k_action, (), 0, q.shape[-1]), jnp.argmax(q))


def epsilon_greedy(key, q_values, epsilon):
    keys = jax.random.split(key, q_values.shape[0])
    return jax.vmap(_epsilon_greedy_one, in_axes=(0, 0, None))(keys, q_values, epsilon)
