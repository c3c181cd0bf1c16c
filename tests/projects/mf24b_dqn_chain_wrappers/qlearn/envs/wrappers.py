"""Wrappers that change one aspect and delegate the rest to the wrapped env."""
import jax.numpy as jnp


class Wrapper:
    def __init__(self, env):
        self.env = env

    def __getattr__(self, name):
        return getattr(self.env, name)

    def reset(self, key):
        return self.env.reset(key)

    def step(self, state, action):
        return self.env.step(state, action)


class TimeLimit(Wrapper):
    def __init__(self, env, limit):
        super().__init__(env)
        self.limit = limit

    def step(self, state, action):
        state, obs, reward, done = self.env.step(state, action)
        done = done or state["t"] >= self.limit  # expect: JAX102
        return state, obs, reward, done


class RewardScale(Wrapper):
    def __init__(self, env, scale):
        super().__init__(env)
        self.scale = scale

    def step(self, state, action):
        state, obs, reward, done = self.env.step(state, action)
        return state, obs, jnp.asarray(reward) * self.scale, done
