from dataclasses import dataclass


@dataclass(frozen=True)
class MoEConfig:
    d_model: int = 32
    n_heads: int = 4
    n_layers: int = 2
    moe_every: int = 2  # every second block (starting with the first) is a MoE block
    n_experts: int = 4
    d_ff: int = 64
    capacity_factor: float = 1.25
    router_jitter: float = 0.0
    aux_loss_weight: float = 0.01
    seq_len: int = 16
    batch_size: int = 8
    lr: float = 3e-3
    warmup_steps: int = 5
    steps: int = 12
