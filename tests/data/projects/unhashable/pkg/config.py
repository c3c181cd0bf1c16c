from dataclasses import dataclass, field


@dataclass
class Config:
    depth: int = 2


@dataclass(frozen=True)
class FrozenConfig:
    depth: int = 2


@dataclass(frozen=True)
class Layers:
    depth: int = 1
    sizes: list = field(default_factory=list)
