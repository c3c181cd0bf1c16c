from . import hmc, mala  # noqa: F401  (registers the kernels)
from .registry import get_kernel

__all__ = ["get_kernel"]
