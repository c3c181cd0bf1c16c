# Thread: https://github.com/MichaelTMatthews/Craftax_Baselines/pull/9
# Shape: a gymnax-style LogWrapper whose reset builds the episode statistics with `jax.tree_map`, removed from the top-level namespace in JAX 0.6
# expect: AttributeError at line 33
from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvState(NamedTuple):
    pos: jax.Array
    t: jax.Array


class LogEnvState(NamedTuple):
    env_state: EnvState
    episode_returns: jax.Array
    episode_lengths: jax.Array


class ToyEnv:
    def reset(self, key):
        pos = jax.random.uniform(key, (2,))
        return pos, EnvState(pos, jnp.array(0))


class LogWrapper:
    def __init__(self, env):
        self._env = env

    def reset(self, key):
        obs, env_state = self._env.reset(key)
        zeros = jax.tree_map(lambda x: jnp.zeros_like(x, dtype=jnp.float32), env_state.t)
        state = LogEnvState(env_state, zeros, zeros)
        return obs, state


env = LogWrapper(ToyEnv())
obs, state = jax.jit(env.reset)(jax.random.key(0))
print(obs, state.episode_returns)
