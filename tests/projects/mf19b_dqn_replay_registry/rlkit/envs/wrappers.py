"""Wrappers that keep their own counters in the state."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

from .base import TimeStep


class LimitedState(NamedTuple):
    inner: tuple
    t: jax.Array


class TimeLimit:
    def __init__(self, env, max_steps):
        self.env = env
        self.max_steps = max_steps
        self.obs_dim = env.obs_dim
        self.n_actions = env.n_actions

    def reset(self, key):
        inner, obs = self.env.reset(key)
        return LimitedState(inner, jnp.zeros((), jnp.int32)), obs

    def step(self, state, action):
        inner, ts = self.env.step(state.inner, action)
        t = state.t + 1
        return LimitedState(inner, t), TimeStep(ts.obs, ts.reward, ts.done | (t >= self.max_steps))
