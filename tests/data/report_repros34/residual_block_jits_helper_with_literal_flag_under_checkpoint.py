# Thread: https://github.com/jax-ml/jax/issues/7426
# Shape: a block's `__call__` runs its branchy helper through `jax.jit(bool_fn)(x, self.deterministic)` without `static_argnums`; the literal `False` becomes a traced bool inside the inner jit, and the block is differentiated through `jax.checkpoint`
# expect: TracerBoolConversionError at line 9
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
        return jax.jit(bool_fn)(y, self.deterministic)


block = ResidualBlock(0.5)
g = jax.checkpoint(lambda x: block(x))
print(jax.grad(g)(1.0))
