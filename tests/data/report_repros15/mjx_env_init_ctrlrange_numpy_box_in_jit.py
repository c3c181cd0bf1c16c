# Thread: https://github.com/google-deepmind/mujoco/issues/1291
# Shape: a Gymnasium-style MJX environment builds its `action_space` in `__init__` from the device model's `actuator_ctrlrange` through a Box space that stores NumPy copies of its bounds; the test jits a function that constructs the environment from the (pytree) model
# expect: TracerArrayConversionError at line 20
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class MjxModel:
    actuator_ctrlrange: jax.Array
    body_mass: jax.Array


class Box:
    def __init__(self, low, high, dtype=np.float32):
        self.low = np.asarray(low, dtype=dtype)
        self.high = np.asarray(high, dtype=dtype)
        self.shape = self.low.shape


class HalfCheetahMJXEnv:
    def __init__(self, mjx_model):
        self.mjx_model = mjx_model
        bounds = mjx_model.actuator_ctrlrange
        low, high = bounds.T
        self.action_space = Box(low=low, high=high, dtype=np.float32)

    def clip_action(self, action):
        return jnp.clip(action, self.action_space.low, self.action_space.high)


def test(mjx_model, action):
    env = HalfCheetahMJXEnv(mjx_model)
    return env.clip_action(action)


mjx_model = MjxModel(actuator_ctrlrange=jnp.tile(jnp.array([-1.0, 1.0]), (6, 1)), body_mass=jnp.ones(8))
jit_test = jax.jit(test)
print(jit_test(mjx_model, jnp.linspace(-2.0, 2.0, 6)))
