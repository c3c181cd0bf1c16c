"""Gradient-based MCMC with pluggable transition kernels and step-size adaptation."""
from .adaptation import StepSizeAdapter
from .config import SamplerConfig
from .driver import run_chains
from .kernels import HMC, MALA, KERNELS, RandomWalk

__all__ = ["HMC", "KERNELS", "MALA", "RandomWalk", "SamplerConfig", "StepSizeAdapter", "run_chains"]
