"""Expected improvement over the best standardised value seen (minimisation)."""
import jax.numpy as jnp
from jax.scipy.stats import norm


class ExpectedImprovement:
    def __init__(self, xi=0.01):
        self.xi = xi

    def __call__(self, mean, var, best):
        sigma = jnp.sqrt(var)
        sigma = max(sigma, 1e-9)  # expect: JAX103
        z = (best - mean - self.xi) / sigma
        return (best - mean - self.xi) * norm.cdf(z) + sigma * norm.pdf(z)
