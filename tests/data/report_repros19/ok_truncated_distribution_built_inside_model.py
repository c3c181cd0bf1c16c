# Thread: https://github.com/pyro-ppl/numpyro/issues/1836
# Shape: the maintainer's advice ("It is better to move the definition to the model"): the distribution is built inside the log density, so whatever it caches lives and dies with each call
# expect: ok
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


def log_density(x):
    my_distribution = TruncatedNormal(low=1.0, high=2.0)
    return my_distribution.log_prob(x)


chains = jnp.array([1.2, 1.5])
print(jax.jit(jax.vmap(log_density))(chains))
print(log_density(1.7))
