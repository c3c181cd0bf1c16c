"""What every kernel shares: its state, its step info, the Metropolis correction."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class KernelState(NamedTuple):
    position: jax.Array
    log_prob: jax.Array
    grad: jax.Array


class StepInfo(NamedTuple):
    accept_prob: jax.Array
    accepted: jax.Array


class Kernel:
    name = "base"

    def __init__(self, log_prob_fn):
        self.log_prob_fn = log_prob_fn
        self.value_and_grad = jax.value_and_grad(log_prob_fn)

    def init(self, position):
        log_prob, grad = self.value_and_grad(position)
        return KernelState(position, log_prob, grad)

    def step(self, key, state, step_size):
        raise NotImplementedError

    @staticmethod
    def metropolis(key, log_ratio, proposal, state):
        accept_prob = jnp.minimum(1.0, jnp.exp(log_ratio))
        accepted = jax.random.uniform(key) < accept_prob
        new_state = jax.tree.map(lambda a, b: jnp.where(accepted, a, b), proposal, state)
        return new_state, StepInfo(accept_prob, accepted)
