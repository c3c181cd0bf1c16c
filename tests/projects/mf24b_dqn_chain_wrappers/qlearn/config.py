"""Hyperparameters of one run."""
import dataclasses


@dataclasses.dataclass(frozen=True)
class DQNConfig:
    agent: str = "dqn"
    env: str = "chain"
    iterations: int = 10
    time_limit: int = 12
    rollout: int = 16
    batch: int = 32
    capacity: int = 512
    hidden: tuple = (32, 32)
    lr: float = 1e-2
    gamma: float = 0.95
    eps_start: float = 1.0
    eps_end: float = 0.05
    eps_decay: int = 200
    target_every: int = 4
    seed: int = 0
