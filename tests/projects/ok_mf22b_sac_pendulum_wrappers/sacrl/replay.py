"""A ring buffer of transitions, kept as arrays in a NamedTuple."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class ReplayBuffer(NamedTuple):
    obs: jnp.ndarray
    action: jnp.ndarray
    reward: jnp.ndarray
    next_obs: jnp.ndarray
    done: jnp.ndarray
    index: jnp.ndarray
    size: jnp.ndarray

    @classmethod
    def create(cls, capacity, obs_dim, act_dim):
        z = lambda *shape: jnp.zeros(shape)
        return cls(z(capacity, obs_dim), z(capacity, act_dim), z(capacity), z(capacity, obs_dim), z(capacity),
                   jnp.zeros((), jnp.int32), jnp.zeros((), jnp.int32))

    @property
    def capacity(self):
        return self.obs.shape[0]


def add_batch(buffer, obs, action, reward, next_obs, done):
    n = obs.shape[0]
    idx = (buffer.index + jnp.arange(n)) % buffer.capacity
    fields = {"obs": obs, "action": action, "reward": reward, "next_obs": next_obs, "done": done}
    updated = {}
    for name, value in fields.items():
        column = getattr(buffer, name)
        column = column.at[idx].set(value)
        updated[name] = column
    return buffer._replace(**updated, index=(buffer.index + n) % buffer.capacity,
                           size=jnp.minimum(buffer.size + n, buffer.capacity))


def sample(buffer, key, batch_size):
    idx = jax.random.randint(key, (batch_size,), 0, jnp.maximum(buffer.size, 1))
    return jax.tree_util.tree_map(lambda col: col[idx], (buffer.obs, buffer.action, buffer.reward,
                                                         buffer.next_obs, buffer.done))
