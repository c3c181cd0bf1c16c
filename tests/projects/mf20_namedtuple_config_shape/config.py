from typing import NamedTuple


class ModelConfig(NamedTuple):
    n_in: int = 4
    hidden: int = 16
    n_out: int = 1
    scale: float = 0.1
