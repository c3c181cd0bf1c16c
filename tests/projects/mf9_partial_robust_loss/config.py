from typing import NamedTuple


class LossConfig(NamedTuple):
    delta: float = 1.0
    lr: float = 0.1
