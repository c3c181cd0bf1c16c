"""Exploration schedules as functions of the step count (traced inside the loop)."""
import jax.numpy as jnp


def linear(start, end, steps):
    def schedule(t):
        frac = jnp.clip(t / steps, 0.0, 1.0)
        return start + frac * (end - start)
    return schedule
