# Thread: https://github.com/pyro-ppl/numpyro/issues/1036
# Shape: the class splits its key before each draw and keeps the new one, so no key is consumed twice (the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class LinearModel:
    def __init__(self, seed):
        self.rng_key = jax.random.key(seed)

    def _next_key(self):
        self.rng_key, subkey = jax.random.split(self.rng_key)
        return subkey

    def sample_weights(self, dim):
        return jax.random.normal(self._next_key(), (dim,))

    def sample_noise(self, n):
        return 0.1 * jax.random.normal(self._next_key(), (n,))

    def simulate(self, x):
        w = self.sample_weights(x.shape[1])
        return x @ w + self.sample_noise(x.shape[0])


model = LinearModel(0)
print(model.simulate(jnp.ones((6, 3))))
