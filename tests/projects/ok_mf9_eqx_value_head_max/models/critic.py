import equinox as eqx
import jax
import jax.numpy as jnp


class ValueNet(eqx.Module):
    hidden: eqx.nn.Linear
    head: eqx.nn.Linear
    floor: float = eqx.field(static=True)
    scale: float = eqx.field(static=True)

    def __init__(self, obs_dim, width, floor, key):
        k1, k2 = jax.random.split(key)
        self.hidden = eqx.nn.Linear(obs_dim, width, key=k1)
        self.head = eqx.nn.Linear(width, 1, key=k2)
        self.floor = floor
        self.scale = 1.0 / max(width, 1)

    def __call__(self, obs):
        h = jnp.tanh(self.hidden(obs)) * max(self.scale, 1e-3)
        v = self.head(h)[0]
        return jnp.maximum(v, self.floor)
