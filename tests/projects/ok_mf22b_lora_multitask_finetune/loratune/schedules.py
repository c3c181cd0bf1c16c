"""Learning-rate schedules as closures of the step."""
import jax.numpy as jnp


def warmup_linear_decay(peak, warmup, total):
    def schedule(step):
        warm = peak * (step + 1) / warmup
        decay = peak * (total - step) / max(total - warmup, 1)
        return jnp.where(step < warmup, warm, decay)
    return schedule


def constant(value):
    return lambda step: jnp.asarray(value)
