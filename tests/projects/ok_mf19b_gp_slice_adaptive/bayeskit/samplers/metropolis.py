"""Adaptive random-walk Metropolis (Haario et al.): the proposal follows the chain's covariance."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

from ..adaptation.scale import robbins_monro
from ..adaptation.welford import WelfordState, welford_covariance, welford_init, welford_update


class AMState(NamedTuple):
    x: jax.Array
    log_p: jax.Array
    log_scale: jax.Array
    moments: WelfordState
    t: jax.Array


class AdaptiveMetropolis:
    def __init__(self, log_density, target_accept=0.234, init_scale=0.5):
        self.log_density = log_density
        self.target_accept = target_accept
        self.init_scale = init_scale

    def init(self, x):
        return AMState(x, self.log_density(x), jnp.log(self.init_scale), welford_init(x.shape[0]),
                       jnp.zeros((), jnp.int32))

    def step(self, state, key):
        k_prop, k_acc = jax.random.split(key)
        d = state.x.shape[0]
        cov = welford_covariance(state.moments, fallback=jnp.eye(d))
        chol = jnp.linalg.cholesky(cov + 1e-6 * jnp.eye(d))
        proposal = state.x + jnp.exp(state.log_scale) * chol @ jax.random.normal(k_prop, (d,))
        log_p = self.log_density(proposal)
        accept_prob = jnp.minimum(1.0, jnp.exp(log_p - state.log_p))
        accept = jax.random.uniform(k_acc) < accept_prob
        x = jnp.where(accept, proposal, state.x)
        log_p = jnp.where(accept, log_p, state.log_p)
        log_scale = robbins_monro(state.log_scale, accept_prob, self.target_accept, state.t)
        moments = welford_update(state.moments, x)
        return AMState(x, log_p, log_scale, moments, state.t + 1), {"accept_prob": accept_prob}
