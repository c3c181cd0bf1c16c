"""recsys: implicit-feedback recommenders with sampled negatives."""
from .config import get_config
from .models import build_model
from .train import Trainer

__all__ = ["get_config", "build_model", "Trainer"]
