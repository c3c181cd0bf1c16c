from dataclasses import dataclass


@dataclass(frozen=True)
class RNNConfig:
    hidden: int = 8
    steps: int = 5
    use_skip: bool = True
