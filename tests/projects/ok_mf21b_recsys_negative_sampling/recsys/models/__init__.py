from . import mf, two_tower  # noqa: F401  (fill the registry)
from .registry import MODELS, build_model

__all__ = ["MODELS", "build_model"]
