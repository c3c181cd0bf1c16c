# Thread: https://github.com/google-deepmind/mujoco_playground/pull/349
# Shape: a DM-Control-style Finger environment's `reset(rng)` splits its key once but then draws both the joint positions and the spinner angle from the same subkey (`rng1`), so the two random components are correlated (the key-reuse checker on)
# expect: KeyReuseError at line 24; cause line 23
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
        rng, rng1 = jax.random.split(rng)
        qpos = jax.random.uniform(rng1, (self.n_joints,), minval=-jnp.pi, maxval=jnp.pi)
        spinner = jax.random.uniform(rng1, (), minval=-jnp.pi, maxval=jnp.pi)
        qpos = jnp.concatenate([qpos, spinner[None]])
        qvel = jnp.zeros(self.n_joints + 1)
        return State(qpos, qvel, jnp.concatenate([jnp.cos(qpos), qvel]))


env = FingerSpin()
state = env.reset(jax.random.key(0))
print(state.obs.shape)
