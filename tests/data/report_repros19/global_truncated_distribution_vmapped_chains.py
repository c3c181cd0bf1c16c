# Thread: https://github.com/pyro-ppl/numpyro/issues/1836
# Shape: the module-level `my_distribution = TruncatedNormal(low=1, high=2)` used by a model whose chains run in parallel (vmapped and jitted, as `pmap` compiles them): the distribution caches its normaliser on first use, which happens inside the vmapped chains, so the cache holds a batch tracer that the next (sequential) evaluation reads
# expect: UnexpectedTracerError at line 18; cause line 17
import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


class TruncatedNormal:
    def __init__(self, low, high):
        self.low = low
        self.high = high
        self._log_z = None

    def log_prob(self, x):
        if self._log_z is None:
            self._log_z = jnp.log(norm.cdf(self.high) - norm.cdf(self.low))
        return norm.logpdf(x) - self._log_z


my_distribution = TruncatedNormal(low=1.0, high=2.0)


def log_density(x):
    return my_distribution.log_prob(x)


chains = jnp.array([1.2, 1.5])
print(jax.jit(jax.vmap(log_density))(chains))
print(log_density(1.7))
