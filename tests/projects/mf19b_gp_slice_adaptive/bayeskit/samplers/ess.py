"""Elliptical slice sampling (Murray, Adams and MacKay 2010) for a Gaussian prior N(0, L L^T)."""
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class ESSState(NamedTuple):
    f: jax.Array
    log_lik: jax.Array


class ESS:
    def __init__(self, log_likelihood, prior_chol, max_shrinks=50):
        self.log_likelihood = log_likelihood
        self.prior_chol = prior_chol
        self.max_shrinks = max_shrinks

    def init(self, f):
        return ESSState(f, self.log_likelihood(f))

    def step(self, state, key):
        k_nu, k_u, k_theta, k_loop = jax.random.split(key, 4)
        nu = self.prior_chol @ jax.random.normal(k_nu, state.f.shape)
        log_y = state.log_lik + jnp.log(jax.random.uniform(k_u))
        theta = jax.random.uniform(k_theta, minval=0.0, maxval=2.0 * jnp.pi)
        lo, hi = theta - 2.0 * jnp.pi, theta

        def propose(theta):
            f = state.f * jnp.cos(theta) + nu * jnp.sin(theta)
            return f, self.log_likelihood(f)

        def cond(c):
            _, _, _, _, ll, n, _ = c
            return (ll <= log_y) and (n < self.max_shrinks)  # expect: JAX102

        def body(c):
            theta, lo, hi, f, ll, n, key = c
            lo = jnp.where(theta < 0.0, theta, lo)
            hi = jnp.where(theta < 0.0, hi, theta)
            key, k = jax.random.split(key)
            theta = jax.random.uniform(k, minval=lo, maxval=hi)
            f, ll = propose(theta)
            return theta, lo, hi, f, ll, n + 1, key

        f, ll = propose(theta)
        _, _, _, f, ll, n, _ = lax.while_loop(cond, body, (theta, lo, hi, f, ll, 0, k_loop))
        return ESSState(f, ll), {"shrinks": n}
