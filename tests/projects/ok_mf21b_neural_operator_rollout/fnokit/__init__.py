"""fnokit: Fourier neural operators for 1-D PDE surrogates."""
from .config import FNOConfig
from .models import build_fno
from .rollout import Rollout
from .train import Trainer

__all__ = ["FNOConfig", "build_fno", "Rollout", "Trainer"]
