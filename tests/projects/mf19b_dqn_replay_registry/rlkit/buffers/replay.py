"""A ring-buffer replay memory as a pytree, so it lives inside jitted code."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class ReplayState(NamedTuple):
    obs: jax.Array
    action: jax.Array
    reward: jax.Array
    next_obs: jax.Array
    done: jax.Array
    pos: jax.Array
    size: jax.Array


def replay_init(capacity, obs_dim):
    z = jnp.zeros
    return ReplayState(z((capacity, obs_dim)), z((capacity,), jnp.int32), z((capacity,)), z((capacity, obs_dim)),
                       z((capacity,), bool), jnp.zeros((), jnp.int32), jnp.zeros((), jnp.int32))


def replay_add(buf, obs, action, reward, next_obs, done):
    n = obs.shape[0]
    capacity = buf.obs.shape[0]
    idx = (buf.pos + jnp.arange(n)) % capacity
    return ReplayState(buf.obs.at[idx].set(obs), buf.action.at[idx].set(action), buf.reward.at[idx].set(reward),
                       buf.next_obs.at[idx].set(next_obs), buf.done.at[idx].set(done), (buf.pos + n) % capacity,
                       jnp.minimum(buf.size + n, capacity))


def replay_sample(buf, key, batch_size):
    idx = jax.random.randint(key, (batch_size,), 0, int(buf.size))  # expect: JAX105
    return buf.obs[idx], buf.action[idx], buf.reward[idx], buf.next_obs[idx], buf.done[idx]
