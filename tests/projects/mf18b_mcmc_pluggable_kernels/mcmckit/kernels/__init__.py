from .base import Kernel, KernelState, StepInfo
from .hmc import HMC
from .mala import MALA
from .rwm import RandomWalk

KERNELS = {"hmc": HMC, "mala": MALA, "rwm": RandomWalk}

__all__ = ["HMC", "KERNELS", "Kernel", "KernelState", "MALA", "RandomWalk", "StepInfo"]
