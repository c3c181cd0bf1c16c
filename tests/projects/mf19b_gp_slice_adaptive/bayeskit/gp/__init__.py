"""Covariance kernels by name."""
from .kernels import RBF, Matern32, Matern52

KERNELS = {"rbf": RBF, "matern32": Matern32, "matern52": Matern52}


def build_kernel(cfg):
    return KERNELS[cfg.kernel](cfg.lengthscale, cfg.variance)
