"""The training loop: vectorised environments stepped in a scan, one agent update per step."""
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from .buffers import replay_add, replay_init, replay_sample


class LoopState(NamedTuple):
    env_state: tuple
    obs: jax.Array
    agent: tuple
    buffer: tuple
    key: jax.Array
    t: jax.Array


def make_train(env, agent, schedule, n_envs=8, capacity=4096, batch_size=64, steps=200):
    v_reset = jax.vmap(env.reset)
    v_step = jax.vmap(env.step)

    def init(key):
        k_env, k_agent, key = jax.random.split(key, 3)
        env_state, obs = v_reset(jax.random.split(k_env, n_envs))
        return LoopState(env_state, obs, agent.init(k_agent), replay_init(capacity, env.obs_dim), key,
                         jnp.zeros((), jnp.int32))

    def one_step(ls, _):
        key, k_act, k_reset, k_sample = jax.random.split(ls.key, 4)
        action = agent.act(ls.agent.params, k_act, ls.obs, schedule(ls.t))
        env_state, ts = v_step(ls.env_state, action)
        buffer = replay_add(ls.buffer, ls.obs, action, ts.reward, ts.obs, ts.done)
        fresh_state, fresh_obs = v_reset(jax.random.split(k_reset, n_envs))
        env_state = jax.tree_util.tree_map(
            lambda f, s: jnp.where(ts.done.reshape((-1,) + (1,) * (s.ndim - 1)), f, s), fresh_state, env_state)
        obs = jnp.where(ts.done[:, None], fresh_obs, ts.obs)
        agent_state, loss = agent.update(ls.agent, replay_sample(buffer, k_sample, batch_size))
        return LoopState(env_state, obs, agent_state, buffer, key, ls.t + 1), (loss, ts.reward.sum(), ts.done.sum())

    @jax.jit
    def train(key):
        final, (losses, rewards, dones) = lax.scan(one_step, init(key), None, length=steps)
        return final, losses, rewards.sum() / jnp.maximum(dones.sum(), 1)

    return train
