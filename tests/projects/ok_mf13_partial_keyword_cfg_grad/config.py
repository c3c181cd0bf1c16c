from dataclasses import dataclass


@dataclass(frozen=True)
class Cfg:
    decay: float = 0.9
