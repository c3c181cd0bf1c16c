"""Run configuration as frozen dataclasses (hashable, so they can be closed over freely)."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class TrainConfig:
    model: str = "mlp"
    hidden: int = 64
    n_layers: int = 3
    lr: float = 1e-3
    steps: int = 30
    batch_size: int = 128
    ema_decay: float = 0.999
    sigma_min: float = 0.01
    sigma_max: float = 5.0
    eps: float = 1e-5
    seed: int = 0


@dataclass(frozen=True)
class SamplerConfig:
    name: str = "pc"
    n_steps: int = 40
    snr: float = 0.16
    n_samples: int = 64
    extra: dict = field(default_factory=dict, hash=False, compare=False)
