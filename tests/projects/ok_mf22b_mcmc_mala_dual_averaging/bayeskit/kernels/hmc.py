"""Hamiltonian Monte Carlo with a fixed number of leapfrog steps."""
import jax
import jax.numpy as jnp

from .base import Kernel, KernelState
from .registry import register_kernel


@register_kernel("hmc")
class HMC(Kernel):
    def __init__(self, num_leapfrog=8):
        self.num_leapfrog = num_leapfrog

    def step(self, key, state, log_prob_fn, step_size):
        k_mom, k_accept = jax.random.split(key)
        p0 = jax.random.normal(k_mom, state.position.shape)

        def leapfrog(carry, _):
            x, p, g = carry
            p = p + 0.5 * step_size * g
            x = x + step_size * p
            lp, g = jax.value_and_grad(log_prob_fn)(x)
            p = p + 0.5 * step_size * g
            return (x, p, g), lp

        (x, p, g), lps = jax.lax.scan(leapfrog, (state.position, p0, state.grad), None, length=self.num_leapfrog)
        lp = lps[-1]
        log_ratio = lp - 0.5 * jnp.sum(p ** 2) - state.log_prob + 0.5 * jnp.sum(p0 ** 2)
        accept_prob = jnp.minimum(1.0, jnp.exp(log_ratio))
        accept = jax.random.uniform(k_accept) < accept_prob
        new = jax.tree_util.tree_map(lambda a, b: jnp.where(accept, a, b), KernelState(x, lp, g), state)
        return new, accept_prob
