"""The state a kernel carries, and the Metropolis correction every kernel shares."""
import abc
from typing import NamedTuple

import jax
import jax.numpy as jnp


class KernelState(NamedTuple):
    position: jnp.ndarray
    log_prob: jnp.ndarray
    grad: jnp.ndarray


class Kernel(abc.ABC):
    def init(self, log_prob_fn, position):
        lp, g = jax.value_and_grad(log_prob_fn)(position)
        return KernelState(position, lp, g)

    @abc.abstractmethod
    def step(self, key, state, log_prob_fn, step_size):
        """Returns (new state, acceptance probability)."""
