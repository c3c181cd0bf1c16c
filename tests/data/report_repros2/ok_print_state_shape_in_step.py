# Thread: https://github.com/google-deepmind/mujoco/issues/1373
# Shape: printing the static shape of the same field inside the jitted step
# expect: ok
import jax
import jax.numpy as jnp
from typing import NamedTuple


class State(NamedTuple):
    qpos: jnp.ndarray
    reward: jnp.ndarray


class Env:
    def step(self, state, action):
        qpos = state.qpos + action
        print(qpos.shape)
        return State(qpos, jnp.sum(qpos))


env = Env()
jit_step = jax.jit(env.step)
jit_step(State(jnp.zeros(3), jnp.zeros(())), jnp.ones(3))
