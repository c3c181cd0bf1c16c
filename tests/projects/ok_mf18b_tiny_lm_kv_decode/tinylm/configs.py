from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    vocab_size: int = 32
    d_model: int = 32
    n_heads: int = 4
    n_layers: int = 2
    d_ff: int = 64
    max_len: int = 64
    top_k: int = 5

    @property
    def head_dim(self) -> int:
        return self.d_model // self.n_heads


TRAIN = {"seq_len": 16, "batch_size": 8, "lr": 3e-3, "n_steps": 8, "eval_every": 4, "seed": 0}

CORPUS = "the quick brown fox jumps over the lazy dog. " * 20
