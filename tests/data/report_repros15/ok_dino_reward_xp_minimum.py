# Thread: https://github.com/kuds/mesozoic-labs/pull/365
# Shape: the fix in the PR: the reward term keeps the velocity as an array (`speed = qvel[0]`) and lets `xp.minimum` do the clamping, so the shared function is trace-safe with `xp=jnp`
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np


@dataclasses.dataclass(frozen=True)
class MJXEnvConfig:
    target_speed: float = 1.5
    healthy_height: float = 0.4
    ctrl_cost_weight: float = 0.01


def forward_velocity_reward(qvel, target_speed, xp=np):
    speed = qvel[0]
    return xp.minimum(speed, target_speed) / target_speed


def ctrl_cost(action, weight, xp=np):
    return weight * xp.sum(xp.square(action))


def healthy_reward(height, healthy_height, xp=np):
    return xp.where(height > healthy_height, 1.0, 0.0)


class MJXDinoEnv:
    def __init__(self, config: MJXEnvConfig):
        self.config = config
        self.step = jax.jit(self._step)

    def _step(self, qpos, qvel, action):
        cfg = self.config
        qvel = qvel + 0.01 * action
        qpos = qpos + 0.01 * qvel
        reward = (
            forward_velocity_reward(qvel, cfg.target_speed, xp=jnp)
            + healthy_reward(qpos[2], cfg.healthy_height, xp=jnp)
            - ctrl_cost(action, cfg.ctrl_cost_weight, xp=jnp)
        )
        return qpos, qvel, reward


env = MJXDinoEnv(MJXEnvConfig())
qpos, qvel, reward = env.step(jnp.array([0.0, 0.0, 0.5]), jnp.array([1.0, 0.0, 0.0]), jnp.ones(3))
print(reward)
