# Thread: https://github.com/kokabsc/gwkokab/issues/371
# Shape: a Poisson likelihood object draws its Monte Carlo samples from a key created once in `__init__` and read from `self.key`; the bound method is jitted and called once per parameter point, so every call consumes the same key (the thread's "random keys are getting fixed by jax.jit"; KeyReuseError with the checker on)
# expect: KeyReuseError at line 32
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class PoissonLikelihood:
    def __init__(self, data, n_samples=512, seed=0):
        self.data = data
        self.n_samples = n_samples
        self.key = jax.random.key(seed)

    def _model_samples(self, key, params):
        mu, sigma = params
        return mu + sigma * jax.random.normal(key, (self.n_samples,))

    def expected_rate(self, params):
        samples = self._model_samples(self.key, params)
        return jnp.mean(jnp.exp(-0.5 * samples**2))

    def log_likelihood(self, params):
        rate = self.expected_rate(params)
        return jnp.sum(jnp.log(rate * self.data)) - rate


likelihood = PoissonLikelihood(jnp.array([1.0, 2.0, 3.0]))
log_lik = jax.jit(likelihood.log_likelihood)
for params in [(0.0, 1.0), (0.5, 1.0), (1.0, 2.0)]:
    print(log_lik(jnp.array(params)))
