from dataclasses import dataclass


@dataclass(frozen=True)
class FNOConfig:
    n_grid: int = 32
    modes: int = 8
    width: int = 16
    n_blocks: int = 3
    activation: str = "gelu"
    horizon: int = 6
    epochs: int = 8
    lr: float = 2e-3
    blowup: float = 50.0
