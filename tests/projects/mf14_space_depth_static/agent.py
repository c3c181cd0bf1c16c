from functools import partial

import jax
import jax.numpy as jnp

from spaces import Box, Discrete


@partial(jax.jit, static_argnums=1)
def one_hot(value, depth):
    return jax.nn.one_hot(value, depth)


class Agent:
    def __init__(self, obs_space):
        self.obs_space = obs_space

    def preprocess(self, obs):
        out = {}
        for key, value in obs.items():
            if isinstance(self.obs_space[key], Discrete):
                value = one_hot(value, self.obs_space[key].high)  # expect: JAX810
            out[key] = value.astype(jnp.float32)
        return out


def run():
    agent = Agent({"token": Discrete(32), "image": Box((8, 8))})
    batch = {"token": jnp.array([3, 7, 31]), "image": jnp.zeros((3, 8, 8))}
    return agent.preprocess(batch)
