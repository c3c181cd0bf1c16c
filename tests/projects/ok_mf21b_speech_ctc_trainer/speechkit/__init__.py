"""speechkit: a small CTC speech recogniser written in plain JAX."""
from .config import ASRConfig, FeatureConfig
from .data import build_batches
from .models import Encoder
from .training import Trainer

__all__ = ["ASRConfig", "FeatureConfig", "build_batches", "Encoder", "Trainer"]
