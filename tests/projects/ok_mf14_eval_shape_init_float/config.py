from typing import NamedTuple


class ModelConfig(NamedTuple):
    d_in: int = 8
    d_hidden: int = 16
    d_out: int = 2


CONFIG = ModelConfig()
