"""Frozen configuration records shared by the model and the trainer."""
from dataclasses import dataclass


@dataclass(frozen=True)
class LMConfig:
    vocab_size: int = 258
    d_model: int = 64
    n_heads: int = 4
    n_layers: int = 2
    seq_len: int = 64
    mlp_ratio: int = 4


@dataclass(frozen=True)
class OptimConfig:
    lr: float = 1e-3
    b1: float = 0.9
    b2: float = 0.98
    eps: float = 1e-8
    weight_decay: float = 0.01
    warmup_steps: int = 100
    total_steps: int = 1000
    label_smoothing: float = 0.1
