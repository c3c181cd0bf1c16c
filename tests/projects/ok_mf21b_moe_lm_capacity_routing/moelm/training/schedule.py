"""Learning-rate schedules as closures over their constants."""
import jax.numpy as jnp


def warmup_cosine(peak, warmup, total):
    def schedule(step):
        ramp = jnp.minimum(1.0, (step + 1) / warmup)
        progress = jnp.clip((step - warmup) / max(total - warmup, 1), 0.0, 1.0)
        return peak * ramp * 0.5 * (1.0 + jnp.cos(jnp.pi * progress))
    return schedule
