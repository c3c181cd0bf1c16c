"""Configuration records for features, model and training."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class FeatureConfig:
    sample_rate: int = 8000
    frame_length: int = 64
    hop_length: int = 32
    n_mels: int = 16
    log_floor: float = 1e-6
    freq_mask_lo: int = 3
    freq_mask_hi: int = 6


@dataclass(frozen=True)
class ASRConfig:
    features: FeatureConfig = field(default_factory=FeatureConfig)
    vocab_size: int = 6  # token 0 is the CTC blank
    hidden: int = 32
    n_conv_layers: int = 2
    kernel_width: int = 3
    batch_size: int = 4
    n_samples: int = 1024
    max_label_len: int = 4
    learning_rate: float = 0.05
    momentum: float = 0.9
    augment: bool = True
