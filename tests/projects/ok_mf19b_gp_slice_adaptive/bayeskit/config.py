"""Run settings."""
from dataclasses import dataclass


@dataclass(frozen=True)
class GPConfig:
    kernel: str = "matern32"
    lengthscale: float = 0.7
    variance: float = 1.0
    jitter: float = 1e-4
    n_points: int = 40


@dataclass(frozen=True)
class ChainConfig:
    n_samples: int = 150
    target_accept: float = 0.234
    init_scale: float = 0.5
    seed: int = 1
