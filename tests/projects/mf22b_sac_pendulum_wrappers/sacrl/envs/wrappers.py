"""Wrappers forward everything they do not change to the wrapped environment."""
import jax.numpy as jnp
import numpy as np


class Wrapper:
    def __init__(self, env):
        self.env = env

    def __getattr__(self, name):
        return getattr(self.env, name)

    def reset(self, key):
        return self.env.reset(key)

    def step(self, state, action):
        return self.env.step(state, action)


class RescaleAction(Wrapper):
    """The agent acts in [low, high]; the environment sees its own bounds."""

    def __init__(self, env, low, high):
        super().__init__(env)
        self.low, self.high = low, high

    def step(self, state, action):
        frac = (action - self.low) / (self.high - self.low)
        scaled = self.env.action_low + frac * (self.env.action_high - self.env.action_low)
        return self.env.step(state, scaled)


class ClipAction(Wrapper):
    def step(self, state, action):
        action = np.clip(action, -1.0, 1.0)  # expect: JAX501
        return self.env.step(state, action)


class TimeLimit(Wrapper):
    def __init__(self, env, max_episode_steps):
        super().__init__(env)
        self.max_episode_steps = max_episode_steps

    def step(self, state, action):
        state, reward, done = self.env.step(state, action)
        return state, reward, jnp.logical_or(done, state.t >= self.max_episode_steps)
