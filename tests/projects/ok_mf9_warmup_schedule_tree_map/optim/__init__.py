from .schedule import warmup_cosine
from .sgd import apply_updates

__all__ = ["warmup_cosine", "apply_updates"]
