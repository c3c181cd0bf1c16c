"""Nesterov dual averaging of the log step size towards a target acceptance rate."""
import math
from typing import NamedTuple

import jax.numpy as jnp


class DAState(NamedTuple):
    log_step: jnp.ndarray
    log_step_avg: jnp.ndarray
    h_bar: jnp.ndarray
    count: jnp.ndarray


class DualAveraging:
    def __init__(self, target_accept=0.8, gamma=0.05, t0=10.0, kappa=0.75):
        self.target, self.gamma, self.t0, self.kappa = target_accept, gamma, t0, kappa

    def init(self, step_size):
        self.mu = math.log(10.0 * step_size)
        z = jnp.zeros(())
        return DAState(jnp.log(step_size) + z, z, z, z)

    def update(self, state, accept_prob):
        count = state.count + 1.0
        eta = 1.0 / (count + self.t0)
        h_bar = (1.0 - eta) * state.h_bar + eta * (self.target - accept_prob)
        log_step = self.mu - jnp.sqrt(count) / self.gamma * h_bar
        weight = count ** (-self.kappa)
        log_step_avg = weight * log_step + (1.0 - weight) * state.log_step_avg
        return DAState(log_step, log_step_avg, h_bar, count)

    def step_size(self, state):
        return math.exp(state.log_step)  # expect: JAX501

    def final_step_size(self, state):
        return jnp.exp(state.log_step_avg)
