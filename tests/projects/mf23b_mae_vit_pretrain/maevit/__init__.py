"""Masked-autoencoder pretraining for vision transformers: patching, augmentations, masking, models."""
from . import models
from .augment import AUGMENTATIONS, build_pipeline
from .config import ConfigDict, get_config
from .train import Trainer

__all__ = ["AUGMENTATIONS", "ConfigDict", "Trainer", "build_pipeline", "get_config", "models"]
