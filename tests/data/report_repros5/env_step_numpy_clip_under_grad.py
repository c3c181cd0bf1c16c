# Thread: https://github.com/google/brax/issues/128
# Shape: an environment's step clips the action with np.clip; a gradient of the reward with respect to the action is taken
# expect: TracerArrayConversionError at line 11
import jax
import jax.numpy as jnp
import numpy as np


class PointEnv:
    def step(self, pos, action):
        action = np.clip(action, -1.0, 1.0)
        new_pos = pos + 0.1 * action
        reward = -jnp.sum(new_pos ** 2)
        return new_pos, reward


env = PointEnv()
pos = jnp.array([0.5, -0.3, 0.2])
grad_step = jax.grad(lambda a: env.step(pos, a)[1])
print(grad_step(jnp.array([0.1, 0.2, 0.3])))
