import jax
import jax.numpy as jnp


def make_mh_body(log_prob, step_size):
    def body(i, state):
        key, x, logp = state
        key, k_prop, k_acc = jax.random.split(key, 3)
        proposal = x + step_size * jax.random.normal(k_prop, x.shape)
        logp_prop = log_prob(proposal)
        accept = jnp.log(jax.random.uniform(k_acc)) < logp_prop - logp
        x = jnp.where(accept, proposal, x)
        logp = jnp.where(accept, logp_prop, logp)
        return key, x, logp

    return body
