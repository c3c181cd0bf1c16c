# Thread: https://github.com/google/brax/issues/321
# Shape: the same step with `jnp.clip`; NumPy only sizes the action
# expect: ok
import jax
import jax.numpy as jnp
import numpy as onp
from typing import NamedTuple


class State(NamedTuple):
    qp: jnp.ndarray
    reward: jnp.ndarray


class Reacher:
    action_size = int(onp.prod((2,)))

    def reset(self, rng):
        return State(jax.random.normal(rng, (2,)), jnp.zeros(()))

    def step(self, state, action):
        action = jnp.clip(action, -1.0, 1.0)
        qp = state.qp + 0.1 * action
        return State(qp, -jnp.sum(qp ** 2))


env = Reacher()
jit_env_step = jax.jit(env.step)
state = jax.jit(env.reset)(jax.random.PRNGKey(seed=0))
state = jit_env_step(state, jnp.ones((env.action_size,)))
