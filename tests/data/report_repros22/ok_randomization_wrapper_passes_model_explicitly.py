# Thread: https://github.com/google-deepmind/mujoco_playground/issues/41
# Shape: the same training loop with the randomized model passed into the environment's reset as an argument instead of written onto the shared environment object, so inference after training sees the original model
# expect: ok
import jax
import jax.numpy as jnp


class PendulumEnv:
    def __init__(self):
        self.model = {"damping": jnp.ones(3)}

    def reset(self, rng, model=None):
        model = self.model if model is None else model
        q = jax.random.normal(rng, (3,))
        return q * model["damping"]


class DomainRandomizationWrapper:
    def __init__(self, env):
        self.env = env

    def reset(self, rng):
        rng, sub = jax.random.split(rng)
        scale = jax.random.uniform(sub, (3,), minval=0.5, maxval=1.5)
        model = {"damping": self.env.model["damping"] * scale}
        return self.env.reset(rng, model)


def train(env, num_envs=4):
    train_env = DomainRandomizationWrapper(env)
    keys = jax.random.split(jax.random.key(0), num_envs)
    states = jax.jit(jax.vmap(train_env.reset))(keys)
    return states.mean()


env = PendulumEnv()
print(train(env))
jit_reset = jax.jit(env.reset)
state = jit_reset(jax.random.key(1))
print(state)
