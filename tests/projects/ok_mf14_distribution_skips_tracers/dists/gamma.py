import jax.numpy as jnp
from jax.scipy.special import gammaln

from dists.base import Distribution


class Gamma(Distribution):
    positive = ("concentration", "rate")

    def __init__(self, concentration, rate, validate_args=False):
        self.concentration, self.rate = concentration, rate
        super().__init__(jnp.shape(rate), validate_args=validate_args)

    def log_prob(self, x):
        a, b = self.concentration, self.rate
        return a * jnp.log(b) + (a - 1) * jnp.log(x) - b * x - gammaln(a)
