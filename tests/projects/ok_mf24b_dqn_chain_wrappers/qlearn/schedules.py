"""Exploration schedules."""
import jax.numpy as jnp



class LinearEpsilon:
    def __init__(self, start, end, decay_steps):
        self.start, self.end, self.decay_steps = start, end, decay_steps

    def __call__(self, step):
        frac = jnp.minimum(step / self.decay_steps, 1.0)
        return self.start + frac * (self.end - self.start)
