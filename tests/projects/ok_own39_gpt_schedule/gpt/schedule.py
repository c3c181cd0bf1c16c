import jax.numpy as jnp

from .config import GPTConfig


def make_schedule(cfg: GPTConfig):
    def schedule(step):
        warm = cfg.learning_rate * (step + 1) / cfg.warmup_steps
        return jnp.where(step < cfg.warmup_steps, warm, cfg.learning_rate)
    return schedule
