"""Gaussian random-walk Metropolis."""
import jax

from .base import Kernel, KernelState


class RandomWalk(Kernel):
    name = "rwm"

    def step(self, key, state, step_size):
        k_prop, k_acc = jax.random.split(key)
        position = state.position + step_size * jax.random.normal(k_prop, state.position.shape)
        log_prob, grad = self.value_and_grad(position)
        proposal = KernelState(position, log_prob, grad)
        return self.metropolis(k_acc, log_prob - state.log_prob, proposal, state)
