"""Metropolis-adjusted Langevin: a gradient step plus noise, then accept or reject."""
import jax
import jax.numpy as jnp

from .base import Kernel, KernelState
from .registry import register_kernel


def _log_q(to, frm, grad, step_size):
    mean = frm + step_size * grad
    return -jnp.sum((to - mean) ** 2) / (4.0 * step_size)


@register_kernel("mala")
class MALA(Kernel):
    def step(self, key, state, log_prob_fn, step_size):
        k_noise, k_accept = jax.random.split(key)
        noise = jax.random.normal(k_noise, state.position.shape)
        proposal = state.position + step_size * state.grad + jnp.sqrt(2.0 * step_size) * noise
        lp, g = jax.value_and_grad(log_prob_fn)(proposal)
        log_ratio = lp - state.log_prob + _log_q(state.position, proposal, g, step_size) \
            - _log_q(proposal, state.position, state.grad, step_size)
        accept_prob = jnp.minimum(1.0, jnp.exp(log_ratio))
        accept = jax.random.uniform(k_accept) < accept_prob
        new = jax.tree_util.tree_map(lambda a, b: jnp.where(accept, a, b), KernelState(proposal, lp, g), state)
        return new, accept_prob
