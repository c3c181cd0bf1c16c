# Thread: https://github.com/marin-community/haliax/issues/57
# Shape: a transformer block scanned over layers branches with `if jnp.equal(layer_idx, 4)` on the scanned layer index
# expect: TracerBoolConversionError at line 15
import jax
import jax.numpy as jnp


class Block:
    def __init__(self, dim):
        self.dim = dim

    def __call__(self, x, inputs):
        w, layer_idx = inputs
        x = x + jnp.tanh(x @ w)
        if jnp.equal(layer_idx, 4):
            x = x + 0.01 * jnp.sin(x * 1e2)
        return x, None


def stack(x, weights):
    block = Block(x.shape[-1])
    idx = jnp.arange(weights.shape[0])
    x, _ = jax.lax.scan(block, x, (weights, idx))
    return x


print(stack(jnp.ones(4), jnp.ones((6, 4, 4)) * 0.1))
