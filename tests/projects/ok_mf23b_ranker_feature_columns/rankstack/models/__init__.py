"""Rankers by class name: `getattr(models, name)(columns, ...)`."""
from .dcn import DCN
from .deepfm import DeepFM

__all__ = ["DCN", "DeepFM"]
