# Thread: https://github.com/pyro-ppl/numpyro/issues/1036
# Shape: a class-based model creates its PRNG key in __init__, keeps it as an attribute and hands the same self.rng_key to every stochastic method (the key-reuse checker on)
# expect: KeyReuseError at line 18; cause line 15
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class LinearModel:
    def __init__(self, seed):
        self.rng_key = jax.random.key(seed)

    def sample_weights(self, dim):
        return jax.random.normal(self.rng_key, (dim,))

    def sample_noise(self, n):
        return 0.1 * jax.random.normal(self.rng_key, (n,))

    def simulate(self, x):
        w = self.sample_weights(x.shape[1])
        return x @ w + self.sample_noise(x.shape[0])


model = LinearModel(0)
print(model.simulate(jnp.ones((6, 3))))
