from .config import get_config
from .schedules import make_schedule
from .nets.denoiser import Denoiser
from .samplers import get_sampler
from .training.objective import DiffusionObjective
from .training.trainer import Trainer

__all__ = ["get_config", "make_schedule", "Denoiser", "get_sampler", "DiffusionObjective", "Trainer"]
