"""A small denoising diffusion model (DDPM) on 2-D toy data."""
from .configs import DiffusionConfig, ModelConfig, TrainConfig, get_config
from .data import iterate_batches, make_moons
from .diffusion import denoising_loss, q_sample
from .nn import ScoreMLP
from .sampling import sample
from .schedules import make_schedule

__all__ = [
    "DiffusionConfig",
    "ModelConfig",
    "ScoreMLP",
    "TrainConfig",
    "denoising_loss",
    "get_config",
    "iterate_batches",
    "make_moons",
    "make_schedule",
    "q_sample",
    "sample",
]
