# Thread: https://github.com/jlin816/dynalang/issues/10
# Shape: the thread's fix: the depth handed to the static argument is converted to a Python int first
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


class Discrete:
    def __init__(self, n):
        self.low = np.array(0)
        self.high = np.array(n)


@partial(jax.jit, static_argnums=1)
def _one_hot(value, depth):
    return jax.nn.one_hot(value, depth)


class Agent:
    def __init__(self, obs_space):
        self.obs_space = obs_space

    def preprocess(self, obs):
        out = {}
        for key, value in obs.items():
            if isinstance(self.obs_space[key], Discrete):
                value = _one_hot(value, int(self.obs_space[key].high))
            out[key] = value.astype(jnp.float32)
        return out


agent = Agent({"token": Discrete(32), "image": None})
batch = {"token": jnp.array([3, 7, 31]), "image": jnp.zeros((3, 8, 8))}
print({k: v.shape for k, v in agent.preprocess(batch).items()})
