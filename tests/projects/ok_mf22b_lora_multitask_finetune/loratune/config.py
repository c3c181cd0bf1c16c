from dataclasses import dataclass


@dataclass(frozen=True)
class LoRAConfig:
    rank: int = 8
    alpha: float = 16.0
    targets: tuple = ("q", "v")
    num_tasks: int = 1
    task_scales: tuple = (1.0,)


@dataclass(frozen=True)
class TrainConfig:
    steps: int = 100
    lr: float = 1e-3
    warmup: int = 10
    seq_len: int = 32
    weight_decay: float = 0.0
