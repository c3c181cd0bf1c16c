from .interactions import InteractionLog
from .sampler import SAMPLERS, sample_negatives

__all__ = ["InteractionLog", "SAMPLERS", "sample_negatives"]
