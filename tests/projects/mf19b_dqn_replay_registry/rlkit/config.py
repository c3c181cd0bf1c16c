"""Hyper-parameters of a run."""
from dataclasses import dataclass


@dataclass(frozen=True)
class DQNConfig:
    env: str = "cartpole"
    agent: str = "dqn"
    n_envs: int = 8
    steps: int = 150
    batch_size: int = 64
    eps_start: float = 1.0
    eps_end: float = 0.05
    eps_steps: int = 100
    seed: int = 0
