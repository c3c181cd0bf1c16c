"""A small score-based diffusion package: VE SDE, score networks, EMA, samplers."""
from .config import SamplerConfig, TrainConfig
from .models import build_model
from .samplers import get_sampler
from .sde import VESDE
from .train import Trainer

__all__ = ["SamplerConfig", "TrainConfig", "VESDE", "Trainer", "build_model", "get_sampler"]
