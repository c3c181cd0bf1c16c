# Thread: https://github.com/kokabsc/gwkokab/issues/371
# Shape: the jitted likelihood takes the key as an argument and the caller splits a fresh subkey for every parameter point, so no key is consumed twice
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class PoissonLikelihood:
    def __init__(self, data, n_samples=512):
        self.data = data
        self.n_samples = n_samples

    def _model_samples(self, key, params):
        mu, sigma = params
        return mu + sigma * jax.random.normal(key, (self.n_samples,))

    def expected_rate(self, key, params):
        samples = self._model_samples(key, params)
        return jnp.mean(jnp.exp(-0.5 * samples**2))

    def log_likelihood(self, params, key):
        rate = self.expected_rate(key, params)
        return jnp.sum(jnp.log(rate * self.data)) - rate


likelihood = PoissonLikelihood(jnp.array([1.0, 2.0, 3.0]))
log_lik = jax.jit(likelihood.log_likelihood)
key = jax.random.key(0)
for params in [(0.0, 1.0), (0.5, 1.0), (1.0, 2.0)]:
    key, subkey = jax.random.split(key)
    print(log_lik(jnp.array(params), subkey))
