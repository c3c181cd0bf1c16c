"""A ring buffer of transitions kept as arrays."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Buffer(NamedTuple):
    obs: jnp.ndarray
    action: jnp.ndarray
    reward: jnp.ndarray
    next_obs: jnp.ndarray
    done: jnp.ndarray
    ptr: jnp.ndarray
    size: jnp.ndarray


def empty(capacity, obs_dim):
    return Buffer(jnp.zeros((capacity, obs_dim)), jnp.zeros((capacity,), jnp.int32), jnp.zeros((capacity,)),
                  jnp.zeros((capacity, obs_dim)), jnp.zeros((capacity,)), jnp.zeros((), jnp.int32),
                  jnp.zeros((), jnp.int32))


def add_many(buf, obs, action, reward, next_obs, done):
    capacity = buf.obs.shape[0]
    idx = (buf.ptr + jnp.arange(obs.shape[0])) % capacity
    return Buffer(buf.obs.at[idx].set(obs), buf.action.at[idx].set(action), buf.reward.at[idx].set(reward),
                  buf.next_obs.at[idx].set(next_obs), buf.done.at[idx].set(done.astype(jnp.float32)),
                  (buf.ptr + obs.shape[0]) % capacity, jnp.minimum(buf.size + obs.shape[0], capacity))


def sample(buf, key, batch):
    idx = jax.random.randint(key, (batch,), 0, jnp.maximum(buf.size, 1))
    return jax.tree_util.tree_map(lambda col: col[idx], buf._replace(ptr=jnp.zeros(batch), size=jnp.zeros(batch)))
