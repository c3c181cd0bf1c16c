import dataclasses


@dataclasses.dataclass(frozen=True)
class Config:
    loss: str = "huber"
    delta: float = 1.0
    lr: float = 0.05
    steps: int = 3


CONFIG = Config()
