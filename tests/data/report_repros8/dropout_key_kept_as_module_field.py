# Thread: https://github.com/patrick-kidger/equinox/issues/498
# Shape: a module keeps its dropout key as a field so __call__ needs no key; every call reuses it
# expect: KeyReuseError at line 21; cause line 27
import equinox as eqx
import jax

jax.config.update("jax_debug_key_reuse", True)


class Block(eqx.Module):
    linear: eqx.nn.Linear
    dropout: eqx.nn.Dropout
    key: jax.Array

    def __init__(self, key):
        self.linear = eqx.nn.Linear(4, 4, key=key)
        self.dropout = eqx.nn.Dropout(0.5)
        self.key = jax.random.key(1)

    def __call__(self, x):
        return self.dropout(self.linear(x), key=self.key)


block = Block(jax.random.key(0))
x = jax.numpy.ones(4)
for step in range(2):
    print(block(x))
