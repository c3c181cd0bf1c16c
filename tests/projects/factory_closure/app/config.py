from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    sizes: tuple = (4, 8, 3)
    lr: float = 0.1
    clip: float = 1.0
    smoothing: float = 0.1
