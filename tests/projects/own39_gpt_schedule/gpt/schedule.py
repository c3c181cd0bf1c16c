from .config import GPTConfig


def make_schedule(cfg: GPTConfig):
    def schedule(step):
        if step < cfg.warmup_steps:  # expect: JAX101
            return cfg.learning_rate * (step + 1) / cfg.warmup_steps
        return cfg.learning_rate
    return schedule
