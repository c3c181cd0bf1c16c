import equinox as eqx
import jax
import jax.numpy as jnp


class MLP(eqx.Module):
    layers: list
    use_relu: bool = eqx.field(static=True)

    def __init__(self, key, use_relu=True):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(3, 8, key=k1), eqx.nn.Linear(8, 1, key=k2)]
        self.use_relu = use_relu

    def __call__(self, x):
        h = self.layers[0](x)
        if self.use_relu and h.ndim == 1:
            h = jnp.where(h < 0, 0.0, h)
        return self.layers[1](h)
