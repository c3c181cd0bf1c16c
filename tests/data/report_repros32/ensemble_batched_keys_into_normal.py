# Thread: https://github.com/jax-ml/jax/issues/19376
# Shape: an ensemble class splits one key per member in its constructor and keeps the batch of keys on `self`; its `perturb` method hands the whole key batch to `jax.random.normal`, which takes a single key
# expect: ValueError at line 15
import jax
import jax.numpy as jnp


class Ensemble:
    def __init__(self, key, size, noise):
        self.size = size
        self.noise = noise
        self.keys = jax.random.split(key, size)

    def perturb(self, params):
        eps = jax.random.normal(self.keys, shape=(self.size,) + params.shape)
        return params[None] + self.noise * eps


ensemble = Ensemble(jax.random.PRNGKey(0), 8, 0.1)
members = ensemble.perturb(jnp.zeros(3))
print(members.shape)
