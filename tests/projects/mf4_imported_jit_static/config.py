from dataclasses import dataclass


@dataclass
class TrainConfig:
    lr: float
    steps: int
