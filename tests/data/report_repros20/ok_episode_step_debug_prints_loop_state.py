# Thread: https://github.com/jax-ml/jax/issues/999
# Shape: the same loop printing with `jax.debug.print`, which prints the runtime values from inside the traced body
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


def policy(params, obs):
    return jnp.tanh(params @ obs)


def run_episode(params, obs0, episode_length):
    def step(i, loop_state):
        obs, total = loop_state
        action = policy(params, obs)
        jax.debug.print("{i} {s}", i=i, s=loop_state)
        return obs + 0.1 * action, total + jnp.sum(action)

    return lax.fori_loop(0, episode_length, step, (obs0, 0.0))


print(run_episode(jnp.eye(2), jnp.ones(2), 3))
