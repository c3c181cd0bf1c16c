import equinox as eqx
import jax


class Block(eqx.Module):
    w: jax.Array
    scale: float = eqx.field(static=True)

    def __call__(self, x):
        h = self.w @ x
        if h.sum() > self.scale:  # expect: JAX101
            h = h / self.scale
        return h
