# Thread: https://github.com/jax-ml/jax/issues/25140
# Shape: the fix: both branch methods return arrays of the long length (the short decode pads with zeros), so the switch branches agree
# expect: ok
import jax
import jax.numpy as jnp
from jax import lax


class Decoder:
    def __init__(self, short_len, long_len):
        self.short_len = short_len
        self.long_len = long_len

    def decode_short(self, x):
        out = jnp.tanh(x[: self.short_len])
        return jnp.pad(out, (0, self.long_len - self.short_len))

    def decode_long(self, x):
        return jnp.tanh(x[: self.long_len])

    def __call__(self, mode, x):
        return lax.switch(mode, [self.decode_short, self.decode_long], x)


decoder = Decoder(2, 4)
decode = jax.jit(decoder.__call__)
print(decode(1, jnp.arange(6.0)))
