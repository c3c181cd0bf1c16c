from .encoder import Encoder
from .layers import Dense, TemporalConv

__all__ = ["Encoder", "Dense", "TemporalConv"]
