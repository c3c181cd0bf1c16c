from .base import Integrator
from .euler import Euler
