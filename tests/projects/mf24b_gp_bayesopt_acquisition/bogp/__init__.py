from . import objectives
from .config import BOConfig
from .kernels import make_kernel, register_kernel
from .loop import BayesOpt

__all__ = ["BOConfig", "BayesOpt", "make_kernel", "register_kernel", "objectives"]
