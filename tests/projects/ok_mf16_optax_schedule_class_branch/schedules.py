import jax.numpy as jnp


class WarmupConstant:
    def __init__(self, peak, warmup_steps):
        self.peak = peak
        self.warmup_steps = warmup_steps

    def __call__(self, count):
        return self.peak * jnp.minimum(count / self.warmup_steps, 1.0)
