from .config import get_config
from .ema import EMA
from .losses import DSMLoss
from .samplers import PCSampler
from .scorenet import ScoreNet
from .sdes import get_sde
from .trainer import Trainer

__all__ = ["DSMLoss", "EMA", "PCSampler", "ScoreNet", "Trainer", "get_config", "get_sde"]
