"""Bayesian models and samplers."""
from .inference import hmc_sample
from .models import logistic

__all__ = ["hmc_sample", "logistic"]
