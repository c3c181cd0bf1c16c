"""Bayesian inference for small models: GP priors, elliptical slice sampling, adaptive Metropolis."""
from .gp import build_kernel
from .inference import run_chain
from .samplers import ESS, AdaptiveMetropolis

__all__ = ["AdaptiveMetropolis", "ESS", "build_kernel", "run_chain"]
