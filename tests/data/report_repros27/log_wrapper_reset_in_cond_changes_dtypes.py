# Thread: https://github.com/RobertTLange/gymnax/issues/86
# Shape: an episode-logging wrapper's `reset` builds its state with Python int zeros while `step` returns float32 returns in the same fields; the jitted loop resets done environments with `lax.cond(done, reset, keep)`, and the two branches' outputs differ in dtype (TypeError)
# expect: TypeError at line 60
from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvState(NamedTuple):
    ball: jnp.ndarray
    time: jnp.ndarray


class LogEnvState(NamedTuple):
    env_state: EnvState
    episode_returns: float
    episode_lengths: int
    returned_episode_returns: float
    returned_episode_lengths: int


class CatchEnv:
    def reset(self, key):
        ball = jax.random.uniform(key, (2,))
        return ball, EnvState(ball=ball, time=jnp.array(0))

    def step(self, key, state, action):
        ball = state.ball + jnp.array([0.0, 0.1]) * action
        done = ball[1] > 1.0
        return ball, EnvState(ball=ball, time=state.time + 1), jnp.float32(1.0), done


class LogWrapper:
    def __init__(self, env):
        self._env = env

    def reset(self, key):
        obs, env_state = self._env.reset(key)
        return obs, LogEnvState(env_state, 0, 0, 0, 0)

    def step(self, key, state, action):
        obs, env_state, reward, done = self._env.step(key, state.env_state, action)
        new_return = state.episode_returns + reward
        new_length = state.episode_lengths + 1
        state = LogEnvState(env_state, new_return * (1 - done), new_length * (1 - done),
                            jnp.where(done, new_return, state.returned_episode_returns),
                            jnp.where(done, new_length, state.returned_episode_lengths))
        return obs, state, reward, done


env = LogWrapper(CatchEnv())
obs, env_state = env.reset(jax.random.key(0))


@jax.jit
def step(rng, env_state):
    rng_step, rng_reset = jax.random.split(rng)
    next_obs, next_state, reward, done = env.step(rng_step, env_state, 1.0)
    return jax.lax.cond(done, lambda: env.reset(rng_reset), lambda: (next_obs, next_state))


print(step(jax.random.key(1), env_state)[1].episode_lengths)
