"""Metropolis-adjusted Langevin: a gradient step plus noise, with the asymmetric correction."""
import jax
import jax.numpy as jnp

from .base import Kernel, KernelState


def _log_q(to, frm, grad_frm, step_size):
    mean = frm + 0.5 * step_size ** 2 * grad_frm
    return -0.5 * jnp.sum((to - mean) ** 2) / step_size ** 2


class MALA(Kernel):
    name = "mala"

    def step(self, key, state, step_size):
        k_prop, k_acc = jax.random.split(key)
        noise = jax.random.normal(k_prop, state.position.shape)
        position = state.position + 0.5 * step_size ** 2 * state.grad + step_size * noise
        log_prob, grad = self.value_and_grad(position)
        log_ratio = (log_prob + _log_q(state.position, position, grad, step_size)
                     - state.log_prob - _log_q(position, state.position, state.grad, step_size))
        return self.metropolis(k_acc, log_ratio, KernelState(position, log_prob, grad), state)
