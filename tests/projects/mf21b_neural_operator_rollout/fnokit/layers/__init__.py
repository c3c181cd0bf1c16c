from .activations import get_activation
from .pointwise import Pointwise
from .spectral import SpectralConv1d

__all__ = ["get_activation", "Pointwise", "SpectralConv1d"]
