# Thread: https://github.com/jax-ml/jax/issues/999
# Shape: jit was turned off to debug, but the episode loop is a `lax.fori_loop`, whose body is always traced; the `print` in the step shows tracers, not values
# expect: printed-tracer at line 16
import jax.numpy as jnp
from jax import lax


def policy(params, obs):
    return jnp.tanh(params @ obs)


def run_episode(params, obs0, episode_length):
    def step(i, loop_state):
        obs, total = loop_state
        action = policy(params, obs)
        print(i, loop_state)
        return obs + 0.1 * action, total + jnp.sum(action)

    return lax.fori_loop(0, episode_length, step, (obs0, 0.0))


print(run_episode(jnp.eye(2), jnp.ones(2), 3))
