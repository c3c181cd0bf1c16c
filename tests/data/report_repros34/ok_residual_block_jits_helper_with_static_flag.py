# Thread: https://github.com/jax-ml/jax/issues/7426
# Shape: the helper is jitted with `static_argnums=1`, so the block's Python flag stays a Python bool inside the inner jit and the branch is taken at trace time
# expect: ok
import jax
import jax.numpy as jnp


def bool_fn(x, skip):
    return x if skip else x + 1.0


class ResidualBlock:
    def __init__(self, weight, deterministic=False):
        self.weight = weight
        self.deterministic = deterministic

    def __call__(self, x):
        y = jnp.tanh(self.weight * x)
        return jax.jit(bool_fn, static_argnums=1)(y, self.deterministic)


block = ResidualBlock(0.5)
g = jax.checkpoint(lambda x: block(x))
print(jax.grad(g)(1.0))
