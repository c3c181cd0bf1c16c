"""Gradient-based MCMC with step-size adaptation and chain diagnostics."""
from .diagnostics import summary
from .kernels import get_kernel
from .sampler import Sampler

__all__ = ["Sampler", "get_kernel", "summary"]
