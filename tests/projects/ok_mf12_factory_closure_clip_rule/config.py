import dataclasses


@dataclasses.dataclass(frozen=True)
class OptConfig:
    lr: float = 0.1
    max_norm: float = 0.5
