# Thread: https://github.com/google/brax/issues/306
# Shape: a reacher-style environment class builds its observation with NumPy (`np.concatenate` of the state's position and velocity) inside `step`; a training loop steps it in a jax.lax.scan body (`step_fn(carry, rng)`), so NumPy receives traced arrays
# expect: TracerArrayConversionError at line 23
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class State(NamedTuple):
    pos: jnp.ndarray
    vel: jnp.ndarray
    obs: jnp.ndarray
    reward: jnp.ndarray


class Reacher:
    action_size = 2
    dt = 0.02

    def _get_obs(self, pos, vel):
        return np.concatenate([np.cos(pos), np.sin(pos), vel])

    def reset(self, rng):
        pos = jax.random.uniform(rng, (2,), minval=-0.1, maxval=0.1)
        vel = jnp.zeros(2)
        return State(pos, vel, jnp.zeros(6), jnp.zeros(()))

    def step(self, state, action):
        vel = state.vel + self.dt * action
        pos = state.pos + self.dt * vel
        obs = self._get_obs(pos, vel)
        return State(pos, vel, obs, -jnp.sum(pos**2))


env = Reacher()


def step_fn(state, rng):
    action = jax.random.uniform(rng, (env.action_size,), minval=-1.0, maxval=1.0)
    next_state = env.step(state, action)
    return next_state, next_state.reward


state = env.reset(jax.random.key(0))
rngs = jax.random.split(jax.random.key(1), 10)
_, rewards = jax.lax.scan(step_fn, state, rngs)
print(rewards.sum())
