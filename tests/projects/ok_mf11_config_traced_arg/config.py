import dataclasses


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    hidden: int = 8
    depth: int = 2
