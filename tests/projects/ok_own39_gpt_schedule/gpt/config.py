from dataclasses import dataclass


@dataclass(frozen=True)
class GPTConfig:
    vocab_size: int = 65
    block_size: int = 32
    n_layer: int = 1
    n_head: int = 2
    n_embd: int = 32
    dropout: float = 0.1
    learning_rate: float = 3e-3
    warmup_steps: int = 10
