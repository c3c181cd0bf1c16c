"""An n-state chain: moving right eventually pays, moving left pays a little at once."""
import jax
import jax.numpy as jnp


class ChainEnv:
    num_actions = 2

    def __init__(self, length=5):
        self.length = length
        self.rewards = [0.01] + [0.0] * (length - 2) + [1.0]

    @property
    def obs_dim(self):
        return self.length

    def observe(self, pos):
        return jax.nn.one_hot(pos, self.length)

    def reset(self, key):
        return {"pos": jnp.zeros((), jnp.int32), "t": jnp.zeros((), jnp.int32)}

    def step(self, state, action):
        pos = jnp.where(action == 1, jnp.minimum(state["pos"] + 1, self.length - 1), 0)
        reward = jnp.asarray(self.rewards)[pos]
        done = pos == self.length - 1
        return {"pos": pos, "t": state["t"] + 1}, self.observe(pos), reward, done
