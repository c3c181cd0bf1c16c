from dataclasses import dataclass


@dataclass(frozen=True)
class ESConfig:
    generations: int = 100
    maximize: bool = False
    log_every: int = 5
