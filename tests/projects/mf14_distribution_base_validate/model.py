import jax
import jax.numpy as jnp

from dists.gamma import Gamma


@jax.jit
def log_density(params, data):
    prior = Gamma(jnp.exp(params["log_a"]), jnp.exp(params["log_b"]), validate_args=True)
    return jnp.sum(prior.log_prob(data))


def run():
    params = {"log_a": jnp.array(0.5), "log_b": jnp.array(0.0)}
    return log_density(params, jnp.array([0.5, 1.0, 2.0]))
