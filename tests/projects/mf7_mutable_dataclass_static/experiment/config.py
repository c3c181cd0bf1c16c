from dataclasses import dataclass


@dataclass
class ModelConfig:
    hidden: int = 4
    depth: int = 2
    activation: str = "relu"


def load_config(**overrides):
    return ModelConfig(**overrides)
