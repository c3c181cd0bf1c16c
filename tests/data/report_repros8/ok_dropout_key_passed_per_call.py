# Thread: https://github.com/patrick-kidger/equinox/issues/498
# Shape: the key handed to __call__, a fresh one per step
# expect: ok
import equinox as eqx
import jax

jax.config.update("jax_debug_key_reuse", True)


class Block(eqx.Module):
    linear: eqx.nn.Linear
    dropout: eqx.nn.Dropout

    def __init__(self, key):
        self.linear = eqx.nn.Linear(4, 4, key=key)
        self.dropout = eqx.nn.Dropout(0.5)

    def __call__(self, x, key):
        return self.dropout(self.linear(x), key=key)


block = Block(jax.random.key(0))
x = jax.numpy.ones(4)
keys = jax.random.split(jax.random.key(1), 2)
for step in range(2):
    print(block(x, keys[step]))
