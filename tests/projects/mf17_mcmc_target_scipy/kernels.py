import jax
import jax.numpy as jnp


def rwm_step(log_prob, scale, key, x):
    """One random-walk Metropolis step."""
    k1, k2 = jax.random.split(key)
    proposal = x + scale * jax.random.normal(k1, jnp.shape(x))
    accept = jnp.log(jax.random.uniform(k2)) < log_prob(proposal) - log_prob(x)
    return jnp.where(accept, proposal, x)
