from dataclasses import dataclass
from typing import NamedTuple


@dataclass(frozen=True)
class TrainConfig:
    lr: float
    steps: int


class Scales(NamedTuple):
    weight: float
    bias: float
