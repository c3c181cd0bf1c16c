# Thread: https://github.com/scverse/pertpy/pull/531
# Shape: the pull request's fix: `run_nuts` splits `rng_key` into an initialisation key and a sampling key before handing them on (the key-reuse checker on)
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class Sccoda:
    def __init__(self, num_cell_types):
        self.num_cell_types = num_cell_types

    def _init_params(self, rng_key):
        return 0.1 * jax.random.normal(rng_key, (self.num_cell_types,))

    def _sample(self, rng_key, init, counts, num_samples):
        noise = jax.random.normal(rng_key, (num_samples, self.num_cell_types))
        return init + 0.05 * noise + jnp.log1p(counts.mean(axis=0))

    def run_nuts(self, counts, rng_key, num_samples=100):
        init_key, sample_key = jax.random.split(rng_key)
        init = self._init_params(init_key)
        return self._sample(sample_key, init, counts, num_samples)


model = Sccoda(num_cell_types=4)
counts = jnp.arange(12.0).reshape(3, 4)
samples = model.run_nuts(counts, jax.random.key(42))
print(samples.mean(axis=0))
