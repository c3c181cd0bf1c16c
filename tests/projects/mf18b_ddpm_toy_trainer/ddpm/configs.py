"""Experiment configuration: frozen model/diffusion settings and a mutable training record."""
from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class DiffusionConfig:
    n_steps: int = 40
    beta_start: float = 1e-4
    beta_end: float = 0.02
    schedule: str = "linear"


@dataclass(frozen=True)
class ModelConfig:
    hidden: int = 32
    n_layers: int = 2
    time_dim: int = 16
    data_dim: int = 2


@dataclass
class TrainConfig:
    seed: int = 0
    batch_size: int = 64
    n_iters: int = 30
    lr: float = 1e-3
    log_every: int = 10
    ema_decay: float = 0.99
    n_samples: int = 128
    diffusion: DiffusionConfig = field(default_factory=DiffusionConfig)
    model: ModelConfig = field(default_factory=ModelConfig)


PRESETS = {
    "tiny": {"batch_size": 32, "n_iters": 12},
    "small": {"batch_size": 64, "n_iters": 30},
}


def get_config(name: str = "tiny", **overrides) -> TrainConfig:
    """A preset, with any top-level field overridden."""
    cfg = TrainConfig(**PRESETS[name])
    return replace(cfg, **overrides) if overrides else cfg
