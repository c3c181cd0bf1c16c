import equinox as eqx
import jax
import jax.numpy as jnp


class Cell(eqx.Module):
    w: jax.Array
    use_skip: bool = eqx.field(static=True)

    def __init__(self, hidden, use_skip, key):
        self.w = jax.random.normal(key, (hidden, hidden)) * 0.1
        self.use_skip = use_skip

    def __call__(self, h, x):
        new = jnp.tanh(h @ self.w + x)
        if self.use_skip:
            new = new + h
        return new, jnp.sum(new)
