# Thread: https://github.com/google-deepmind/mujoco/issues/1256
# Shape: the jitted function only advances the device state; the environment copies the returned (concrete) device state into its host buffers for rendering after the jitted call
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class MjxData:
    qpos: jax.Array
    qvel: jax.Array
    time: jax.Array


class MjData:
    def __init__(self, nq):
        self.qpos = np.zeros(nq)
        self.qvel = np.zeros(nq)
        self.time = 0.0


_ARRAY_FIELDS = ("qpos", "qvel")


def device_get_into(result, value):
    for name in _ARRAY_FIELDS:
        getattr(result, name)[:] = getattr(value, name)
    result.time = float(np.asarray(value.time))


class HalfCheetahMjxEnv:
    def __init__(self, nq=3, dt=0.01, render_mode="rgb_array"):
        self.dt = dt
        self.render_mode = render_mode
        self.data = MjData(nq)
        self.mjx_data = MjxData(jnp.zeros(nq), jnp.zeros(nq), jnp.array(0.0))
        self._step = jax.jit(self.physics_step_with_reward)

    def physics_step(self, mjx_data, action):
        qvel = mjx_data.qvel + self.dt * (action - 0.1 * mjx_data.qvel)
        qpos = mjx_data.qpos + self.dt * qvel
        return MjxData(qpos, qvel, mjx_data.time + self.dt)

    def render(self, mjx_data):
        device_get_into(self.data, mjx_data)
        return self.data.qpos.copy()

    def physics_step_with_reward(self, mjx_data, action):
        mjx_data = self.physics_step(mjx_data, action)
        reward = mjx_data.qvel[0] - 0.1 * jnp.sum(action**2)
        return mjx_data, reward

    def step(self, action):
        self.mjx_data, reward = self._step(self.mjx_data, action)
        if self.render_mode == "rgb_array":
            self.render(self.mjx_data)
        return self.data.qpos, reward


env = HalfCheetahMjxEnv()
obs, reward = env.step(jnp.ones(3))
print(obs, reward)
