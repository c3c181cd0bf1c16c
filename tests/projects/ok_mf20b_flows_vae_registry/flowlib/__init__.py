"""Normalizing flows and a VAE on small 2-D densities."""
from .configs import FlowConfig, VAEConfig
from .flow import Flow, build_flow
from .vae import VAE

__all__ = ["FlowConfig", "VAEConfig", "Flow", "build_flow", "VAE"]
