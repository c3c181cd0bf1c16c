# Thread: https://github.com/RobertTLange/gymnax-blines/issues/3
# Shape: the released fix: the auto-reset merge uses jax.tree_util.tree_map
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvState(NamedTuple):
    x: jax.Array
    x_dot: jax.Array
    time: jax.Array


class EnvParams(NamedTuple):
    max_steps: int = 20
    force_mag: float = 10.0
    tau: float = 0.02


class Environment:
    def step(self, key, state, action, params):
        key, key_reset = jax.random.split(key)
        obs_st, state_st, reward, done, info = self.step_env(key, state, action, params)
        obs_re, state_re = self.reset_env(key_reset, params)
        state = jax.tree_util.tree_map(lambda x, y: jax.lax.select(done, x, y), state_re, state_st)
        obs = jax.lax.select(done, obs_re, obs_st)
        return obs, state, reward, done, info


class CartPole(Environment):
    def step_env(self, key, state, action, params):
        force = params.force_mag * (2 * action - 1)
        x_dot = state.x_dot + params.tau * force
        x = state.x + params.tau * x_dot
        state = EnvState(x, x_dot, state.time + 1)
        done = jnp.logical_or(jnp.abs(x) > 2.4, state.time >= params.max_steps)
        return jnp.stack([x, x_dot]), state, jnp.float32(1.0), done, {}

    def reset_env(self, key, params):
        x = jax.random.uniform(key, minval=-0.05, maxval=0.05)
        state = EnvState(x, jnp.float32(0.0), jnp.int32(0))
        return jnp.stack([x, state.x_dot]), state


env, env_params = CartPole(), EnvParams()
key = jax.random.key(0)
key, key_reset, key_step = jax.random.split(key, 3)
obs, state = env.reset_env(key_reset, env_params)
step = jax.jit(env.step)
n_obs, n_state, reward, done, _ = step(key_step, state, 1, env_params)
print(n_obs, done)
