import flax.linen as nn
import jax.numpy as jnp


class MLP(nn.Module):
    features: int = 4

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.features)(x)
        if h.mean() > 0:  # expect: JAX101
            h = nn.relu(h)
        return nn.Dense(1)(h)


def mse(pred, y):
    return jnp.mean((pred - y) ** 2)
