"""Hamiltonian Monte Carlo with a jittered number of leapfrog steps (avoids periodic orbits)."""
import jax
import jax.numpy as jnp

from .base import Kernel, KernelState


class HMC(Kernel):
    name = "hmc"

    def __init__(self, log_prob_fn, max_leapfrog=8):
        super().__init__(log_prob_fn)
        self.max_leapfrog = max_leapfrog

    def leapfrog(self, q, p, grad, step_size):
        p = p + 0.5 * step_size * grad
        q = q + step_size * p
        log_prob, grad = self.value_and_grad(q)
        p = p + 0.5 * step_size * grad
        return q, p, log_prob, grad

    def step(self, key, state, step_size):
        k_mom, k_len, k_acc = jax.random.split(key, 3)
        p0 = jax.random.normal(k_mom, state.position.shape)
        n_leap = jax.random.randint(k_len, (), 1, self.max_leapfrog + 1)
        q, p, log_prob, grad = state.position, p0, state.log_prob, state.grad
        q, p, log_prob, grad = jax.lax.fori_loop(
            0, n_leap, lambda i, c: self.leapfrog(c[0], c[1], c[3], step_size), (q, p, log_prob, grad))
        log_ratio = log_prob - 0.5 * jnp.sum(p ** 2) - state.log_prob + 0.5 * jnp.sum(p0 ** 2)
        log_ratio = jnp.where(jnp.isfinite(log_ratio), log_ratio, -jnp.inf)
        return self.metropolis(k_acc, log_ratio, KernelState(q, log_prob, grad), state)
