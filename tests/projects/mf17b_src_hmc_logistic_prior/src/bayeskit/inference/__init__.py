from .hmc import hmc_sample, make_kernel
