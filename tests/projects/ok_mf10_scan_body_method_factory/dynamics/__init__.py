from .integrators import Integrator
