from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    depth: int
    use_bias: bool = True
