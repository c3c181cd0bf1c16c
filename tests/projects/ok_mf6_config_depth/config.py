from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    width: int = 8
    n_layers: int = 3
    remat: bool = True


CFG = ModelConfig()
