"""Fixed-length rollouts of a batch of environments, as one scan."""
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from .agents.distributions import log_prob


class Transition(NamedTuple):
    obs: jax.Array
    action: jax.Array
    reward: jax.Array
    done: jax.Array
    value: jax.Array
    logp: jax.Array


@partial(jax.jit, static_argnums=(0, 1, 6))
def collect(env, apply_fn, params, env_state, obs, key, n_steps):
    def step_fn(carry, k):
        env_state, obs = carry
        k_act, k_env = jax.random.split(k)
        logits, value = apply_fn(params, obs)
        action = jax.random.categorical(k_act, logits)
        env_keys = jax.random.split(k_env, obs.shape[0])
        env_state, next_obs, reward, done = jax.vmap(env.step)(env_state, action, env_keys)
        transition = Transition(obs, action, reward, done, value, log_prob(logits, action))
        return (env_state, next_obs), transition

    (env_state, obs), traj = lax.scan(step_fn, (env_state, obs), jax.random.split(key, n_steps))
    return env_state, obs, traj


def flatten(traj, adv, returns):
    """[T, N, ...] -> [T * N, ...] batch dict for the update."""
    merge = lambda x: x.reshape((-1,) + x.shape[2:])
    return {
        "obs": merge(traj.obs),
        "actions": merge(traj.action),
        "logp": merge(traj.logp),
        "values": merge(traj.value),
        "adv": merge(adv),
        "returns": merge(returns),
    }
