# Thread: https://github.com/google/brax/issues/128
# Shape: the step clips with jnp.clip, so the gradient traces through
# expect: ok
import jax
import jax.numpy as jnp


class PointEnv:
    def step(self, pos, action):
        action = jnp.clip(action, -1.0, 1.0)
        new_pos = pos + 0.1 * action
        reward = -jnp.sum(new_pos ** 2)
        return new_pos, reward


env = PointEnv()
pos = jnp.array([0.5, -0.3, 0.2])
grad_step = jax.grad(lambda a: env.step(pos, a)[1])
print(grad_step(jnp.array([0.1, 0.2, 0.3])))
