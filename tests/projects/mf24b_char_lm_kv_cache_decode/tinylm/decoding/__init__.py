from .decoder import Decoder
from .samplers import SAMPLERS, get_sampler

__all__ = ["Decoder", "SAMPLERS", "get_sampler"]
