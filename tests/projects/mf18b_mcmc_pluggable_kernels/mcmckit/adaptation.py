"""Step-size adaptation during warmup: grow after accepted-enough steps, shrink otherwise."""
import jax.numpy as jnp


class StepSizeAdapter:
    def __init__(self, target_accept=0.7, rate=1.05, min_step=1e-4):
        self.target_accept = target_accept
        self.rate = rate
        self.min_step = min_step

    def init(self, step_size):
        return jnp.asarray(step_size, jnp.float32)

    def update(self, step_size, accept_prob):
        if accept_prob > self.target_accept:  # expect: JAX101
            return step_size * self.rate
        return jnp.maximum(step_size / self.rate, self.min_step)
