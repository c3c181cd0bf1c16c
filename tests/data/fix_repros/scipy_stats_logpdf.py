"""scipy.stats.norm.logpdf on tracers inside a jitted log-likelihood (TracerArrayConversionError).

kind: scipy
run: main()
"""
import jax
import jax.numpy as jnp
from scipy import stats


@jax.jit
def log_lik(mu, xs):
    return jnp.sum(stats.norm.logpdf(xs, loc=mu, scale=1.0))


def main():
    return log_lik(0.5, jnp.array([0.0, 1.0, 2.0]))
