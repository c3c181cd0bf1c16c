# Thread: https://github.com/google/flax/issues/2194
# Shape: the maintainer's suggestion: draw the shared recurrent mask once, before the loop, and close over the mask, not the key (the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class RecurrentCell:
    def __init__(self, key, hidden=4, rate=0.25):
        self.w = jax.random.normal(key, (hidden, hidden)) * 0.1
        self.rate = rate

    def unroll(self, h0, xs, recurrent_key):
        keep = jax.random.bernoulli(recurrent_key, 1.0 - self.rate, h0.shape)

        def step(h, x):
            h = jnp.tanh(jnp.where(keep, h / (1.0 - self.rate), 0.0) @ self.w + x)
            return h, h

        return jax.lax.scan(step, h0, xs)


params_key, dropout_key = jax.random.split(jax.random.key(0))
cell = RecurrentCell(params_key)
h, hs = cell.unroll(jnp.zeros(4), jnp.ones((6, 4)), dropout_key)
print(hs.shape)
