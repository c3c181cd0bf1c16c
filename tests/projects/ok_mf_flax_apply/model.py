import flax.linen as nn
import jax.numpy as jnp


class MLP(nn.Module):
    features: int = 4
    gated: bool = True

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.features)(x)
        if self.gated and h.shape[-1] > 2:
            h = jnp.where(h.mean() > 0, nn.relu(h), h)
        return nn.Dense(1)(h)


def mse(pred, y):
    return jnp.mean((pred - y) ** 2)
