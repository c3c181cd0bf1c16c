from .integrators import damped_step
