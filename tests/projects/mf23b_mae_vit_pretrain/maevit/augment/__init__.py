"""Augmentations register themselves by their class keyword; a pipeline is built from names."""
from .base import AUGMENTATIONS, Augmentation, Compose, build_pipeline
from . import color, flips  # noqa: F401  (registers the classes)

__all__ = ["AUGMENTATIONS", "Augmentation", "Compose", "build_pipeline"]
