"""Learning-rate schedules as closures of the step."""
import jax.numpy as jnp


def warmup_linear_decay(peak, warmup, total):
    def schedule(step):
        if step < warmup:  # expect: JAX101
            return peak * (step + 1) / warmup
        return peak * (total - step) / max(total - warmup, 1)
    return schedule


def constant(value):
    return lambda step: jnp.asarray(value)
