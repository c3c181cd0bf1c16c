import jax
import jax.numpy as jnp

from mcmc.kernels import accept, propose


def mh_step(log_prob, state, key, step=0.5):
    """One random-walk Metropolis-Hastings step; returns (state, sample)."""
    x, lp = state
    k_propose, k_accept = jax.random.split(key)
    proposal = propose(k_propose, x, step)
    lp_proposal = log_prob(proposal)
    ok = accept(k_accept, lp_proposal - lp)
    x = jnp.where(ok, proposal, x)
    lp = jnp.where(ok, lp_proposal, lp)
    return (x, lp), x
