# Thread: https://github.com/google-deepmind/mujoco_playground/pull/349
# Shape: the fix from the PR: the reset splits one key per random component (`rng, rng1, rng2 = jax.random.split(rng, 3)`), so each draw gets its own key (the key-reuse checker on)
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class State(NamedTuple):
    qpos: jax.Array
    qvel: jax.Array
    obs: jax.Array


class FingerSpin:
    n_joints = 2

    def reset(self, rng):
        rng, rng1, rng2 = jax.random.split(rng, 3)
        qpos = jax.random.uniform(rng1, (self.n_joints,), minval=-jnp.pi, maxval=jnp.pi)
        spinner = jax.random.uniform(rng2, (), minval=-jnp.pi, maxval=jnp.pi)
        qpos = jnp.concatenate([qpos, spinner[None]])
        qvel = jnp.zeros(self.n_joints + 1)
        return State(qpos, qvel, jnp.concatenate([jnp.cos(qpos), qvel]))


env = FingerSpin()
state = env.reset(jax.random.key(0))
print(state.obs.shape)
