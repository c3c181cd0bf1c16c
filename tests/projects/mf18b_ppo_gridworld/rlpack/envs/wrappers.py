"""Auto-reset: a finished episode restarts inside the same step, so rollouts stay fixed-length."""
import jax
import jax.numpy as jnp


class AutoReset:
    def __init__(self, env):
        self.env = env
        self.n_actions = env.n_actions
        self.obs_dim = env.obs_dim

    def reset(self, key):
        return self.env.reset(key)

    def step(self, state, action, key):
        next_state, obs, reward, done = self.env.step(state, action)
        reset_state, reset_obs = self.env.reset(key)
        state = jax.tree.map(lambda r, n: jnp.where(done, r, n), reset_state, next_state)
        obs = jnp.where(done, reset_obs, obs)
        return state, obs, reward, done
