# Thread: https://github.com/google/flax/issues/3115
# Shape: the mask is drawn once from the key and applied twice, which is what sharing the mask means (the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class MyModel:
    def __init__(self, num_neurons, rate, key):
        self.w = jax.random.normal(key, (4, num_neurons))
        self.rate = rate

    def apply_mask(self, x, keep):
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)

    def __call__(self, x, dropout_key):
        x = x @ self.w
        keep = jax.random.bernoulli(dropout_key, 1.0 - self.rate, x.shape)
        x = self.apply_mask(x, keep)
        x = self.apply_mask(x, keep)
        return x


root_key = jax.random.key(0)
params_key, dropout_key = jax.random.split(root_key)
model = MyModel(3, 0.5, params_key)
print(model(jnp.ones(4), dropout_key))
