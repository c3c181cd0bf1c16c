import equinox as eqx
import jax
import jax.numpy as jnp


class ValueNet(eqx.Module):
    hidden: eqx.nn.Linear
    head: eqx.nn.Linear
    floor: float = eqx.field(static=True)

    def __init__(self, obs_dim, width, floor, key):
        k1, k2 = jax.random.split(key)
        self.hidden = eqx.nn.Linear(obs_dim, width, key=k1)
        self.head = eqx.nn.Linear(width, 1, key=k2)
        self.floor = floor

    def __call__(self, obs):
        h = jnp.tanh(self.hidden(obs))
        v = self.head(h)[0]
        return max(v, self.floor)  # expect: JAX103
