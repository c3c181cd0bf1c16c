# Thread: https://github.com/pyro-ppl/numpyro/issues/1651
# Shape: the maintainer's fix: "turn those lazy properties into attributes in the construction": the log normaliser is computed eagerly in `__init__`, so the jitted potential and the eager gradient both read a concrete array
# expect: ok
import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


class TruncatedNormal:
    def __init__(self, low):
        self.low = low
        self.log_norm = jnp.log1p(-norm.cdf(low))

    def log_prob(self, x):
        return norm.logpdf(x) - self.log_norm


prior = {"x": TruncatedNormal(low=0.0)}


def potential(x):
    return -prior["x"].log_prob(x)


print(jax.jit(potential)(1.0))
print(jax.grad(potential)(1.0))
