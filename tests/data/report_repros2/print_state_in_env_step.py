# Thread: https://github.com/google-deepmind/mujoco/issues/1373
# Shape: printing a state field inside a jitted environment step
# expect: printed-tracer at line 17
import jax
import jax.numpy as jnp
from typing import NamedTuple


class State(NamedTuple):
    qpos: jnp.ndarray
    reward: jnp.ndarray


class Env:
    def step(self, state, action):
        qpos = state.qpos + action
        print(qpos)
        return State(qpos, jnp.sum(qpos))


env = Env()
jit_step = jax.jit(env.step)
jit_step(State(jnp.zeros(3), jnp.zeros(())), jnp.ones(3))
