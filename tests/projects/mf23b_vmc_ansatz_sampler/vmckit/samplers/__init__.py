"""Samplers: Metropolis with Gaussian proposals, thinned by a delegating wrapper."""
from .metropolis import MetropolisSampler
from .wrappers import Thinned


def make_sampler(cfg, ansatz):
    base = MetropolisSampler(ansatz.log_psi, step_size=cfg.step_size, sweeps=cfg.sweeps)
    return Thinned(base, every=cfg.thin) if cfg.thin > 1 else base


__all__ = ["MetropolisSampler", "Thinned", "make_sampler"]
