from typing import NamedTuple


class ModelConfig(NamedTuple):
    widths: list
    activation: str = "tanh"
