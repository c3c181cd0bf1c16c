from dataclasses import dataclass


@dataclass(frozen=True)
class RecConfig:
    arch: str = "lightgcn"
    dim: int = 32
    n_layers: int = 2
    lr: float = 0.01
    steps: int = 100
    k: int = 10
    l2: float = 1e-4
    n_neg: int = 4
