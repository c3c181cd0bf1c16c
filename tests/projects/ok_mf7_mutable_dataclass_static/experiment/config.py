from dataclasses import dataclass


@dataclass(eq=False)
class ModelConfig:
    hidden: int = 4
    depth: int = 2
    activation: str = "relu"


def load_config(**overrides):
    return ModelConfig(**overrides)
