from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    lr: float = 0.05
    l2: float = 1e-3
    delta: float = 1.0
