from .schedule import warmup_linear
