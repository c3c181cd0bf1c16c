# Thread: https://github.com/jax-ml/jax/issues/19376
# Shape: the fix the error message suggests: `jax.vmap` maps the single-key `jax.random.normal` over the batch of keys
# expect: ok
import jax
import jax.numpy as jnp


class Ensemble:
    def __init__(self, key, size, noise):
        self.size = size
        self.noise = noise
        self.keys = jax.random.split(key, size)

    def perturb(self, params):
        eps = jax.vmap(lambda k: jax.random.normal(k, params.shape))(self.keys)
        return params[None] + self.noise * eps


ensemble = Ensemble(jax.random.PRNGKey(0), 8, 0.1)
members = ensemble.perturb(jnp.zeros(3))
print(members.shape)
