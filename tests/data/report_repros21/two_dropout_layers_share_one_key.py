# Thread: https://github.com/google/flax/issues/3115
# Shape: a model applies its dropout method twice in `__call__` with the one `dropout_key` it was given, to get the same mask twice; the second draw reuses the key (the key-reuse checker on)
# expect: KeyReuseError at line 16; cause line 22
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class MyModel:
    def __init__(self, num_neurons, rate, key):
        self.w = jax.random.normal(key, (4, num_neurons))
        self.rate = rate

    def dropout(self, x, key):
        keep = jax.random.bernoulli(key, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)

    def __call__(self, x, dropout_key):
        x = x @ self.w
        x = self.dropout(x, dropout_key)
        x = self.dropout(x, dropout_key)
        return x


root_key = jax.random.key(0)
params_key, dropout_key = jax.random.split(root_key)
model = MyModel(3, 0.5, params_key)
print(model(jnp.ones(4), dropout_key))
