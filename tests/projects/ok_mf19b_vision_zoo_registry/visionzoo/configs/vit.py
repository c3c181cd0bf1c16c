from dataclasses import dataclass


@dataclass(frozen=True)
class ViTConfig:
    patch: int = 4
    dim: int = 32
    depth: int = 2
    heads: int = 4
    num_classes: int = 10
