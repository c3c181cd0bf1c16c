from .steps import make_train_step
from .clipping import clip_by_norm

__all__ = ["make_train_step", "clip_by_norm"]
