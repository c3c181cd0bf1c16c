from typing import NamedTuple


class ModelConfig(NamedTuple):
    widths: tuple = (8, 4, 2)
    activation: str = "tanh"
